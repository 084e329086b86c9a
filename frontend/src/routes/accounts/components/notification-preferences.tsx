import { Button, Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/api/client';
import { type ChannelChoice, usePreferences, useSavePreferences } from '@/api/notifications';
import { notify } from '@/components/ui/notify';

const CHANNELS: { key: keyof ChannelChoice; label: string; needs?: 'sms' | 'email' | 'whatsapp' }[] = [
  { key: 'sms', label: 'SMS', needs: 'sms' },
  { key: 'whatsapp', label: 'WhatsApp', needs: 'whatsapp' },
  { key: 'email', label: 'E-mail', needs: 'email' },
  { key: 'inApp', label: 'The bell in the app' },
];

// The profile's "Reminders" section: the channels your-turn and payment reminders go by. A
// channel needs its contact on the profile (the server refuses it otherwise).
export function NotificationPreferences() {
  const preferences = usePreferences();
  const save = useSavePreferences();
  const [choice, setChoice] = useState<ChannelChoice | null>(null);
  const { data } = preferences;
  useEffect(() => {
    if (data) setChoice({ sms: data.sms, email: data.email, whatsapp: data.whatsapp, inApp: data.inApp });
  }, [data]);

  if (!data || !choice) return preferences.isError ? <Text c="red">{errorMessage(preferences.error)}</Text> : null;
  const submit = () =>
    save.mutate(choice, {
      onSuccess: ({ message }) => notify(message ?? 'Notification preferences saved.'),
      onError: (error) => notify(errorMessage(error), 'Error'),
    });

  return (
    <Fieldset legend="Reminders" data-testid="notification-preferences">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          When a contract waits for your move for 30 minutes, or a payment falls due, we remind you by the channels you
          choose. Nothing is sent between 9 pm and 9 am.
        </Text>
        {CHANNELS.map(({ key, label, needs }) => {
          const missing = needs !== undefined && !data.available[needs];
          return (
            <Checkbox
              key={key}
              label={label}
              description={
                missing ? (needs === 'email' ? 'Add an e-mail address first.' : 'Add a phone number first.') : undefined
              }
              disabled={missing}
              checked={choice[key]}
              onChange={(event) => setChoice({ ...choice, [key]: event.currentTarget.checked })}
            />
          );
        })}
        <Button variant="light" onClick={submit} loading={save.isPending}>
          Save reminder channels
        </Button>
      </Stack>
    </Fieldset>
  );
}
