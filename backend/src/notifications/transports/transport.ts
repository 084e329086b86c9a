export type Channel = 'sms' | 'email';

// A message ready for a provider: rendered text plus the template variables it came from.
export interface OutgoingMessage {
  to: string;
  template: string;
  params: Record<string, string>;
  subject: string;
  body: string;
}

// The SMS and e-mail ports; each adapter names itself so a stored message records its route.
export interface Transport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

export const SMS_TRANSPORT = Symbol('SMS_TRANSPORT');
export const EMAIL_TRANSPORT = Symbol('EMAIL_TRANSPORT');
