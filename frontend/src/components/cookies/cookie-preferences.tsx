import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { saveCookieConsent, useCookieConsent } from '@/lib/cookie-consent';

interface CookiePreferencesProps {
  opened: boolean;
  onClose: () => void;
}

// "Customise": one switch per optional category; essential cookies cannot be turned off.
export function CookiePreferences({ opened, onClose }: CookiePreferencesProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Cookie preferences">
      {/* The dialog unmounts its content when closed, so each opening starts from the saved choice. */}
      <PreferencesForm onDone={onClose} />
    </Dialog>
  );
}

function PreferencesForm({ onDone }: { onDone: () => void }) {
  const consent = useCookieConsent();
  const [analytics, setAnalytics] = useState(consent?.analytics ?? false);
  const [behaviour, setBehaviour] = useState(consent?.behaviour ?? false);

  const save = () => {
    saveCookieConsent({ analytics, behaviour });
    onDone();
  };

  return (
    <Stack gap="md">
      <Switch
        checked
        disabled
        label="Essential cookies"
        description="Session, consent preferences, language and payment session. Needed for the site to work."
      />
      <Switch
        checked={analytics}
        onChange={(event) => setAnalytics(event.currentTarget.checked)}
        label="Web analytics"
        description="Counts visits and pages so we can improve the product."
      />
      <Switch
        checked={behaviour}
        onChange={(event) => setBehaviour(event.currentTarget.checked)}
        label="Behaviour analytics"
        description="Shows us how pages are used (clicks and scrolling), without form contents."
      />
      <Text size="xs" c="dimmed">
        Your choice is kept for one year. You can change it any time on the Cookie Policy page.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={save}>Save choices</Button>
      </Group>
    </Stack>
  );
}
