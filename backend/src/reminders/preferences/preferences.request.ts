import { z } from 'zod';

const choice = (channel: string) =>
  z.boolean({ error: `Say whether reminders should come by ${channel} (true or false).` });

// Body of `POST api/Notifications/Preferences`: every channel, on or off.
export const PreferencesRequest = z.strictObject(
  {
    sms: choice('SMS'),
    email: choice('e-mail'),
    whatsapp: choice('WhatsApp'),
    inApp: choice('the in-app bell'),
  },
  { error: 'Choose on or off for SMS, e-mail, WhatsApp and the in-app bell, and nothing else.' },
);
export type PreferencesRequest = z.infer<typeof PreferencesRequest>;
