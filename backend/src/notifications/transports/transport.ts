export type Channel = 'sms' | 'email' | 'whatsapp';

// A message ready for a provider: rendered text plus the template variables it came from.
export interface OutgoingMessage {
  to: string;
  template: string;
  params: Record<string, string>;
  subject: string;
  body: string;
}

// The SMS, e-mail and WhatsApp ports; each adapter names itself so a stored message records its route.
export interface Transport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

export const SMS_TRANSPORT = Symbol('SMS_TRANSPORT');
export const EMAIL_TRANSPORT = Symbol('EMAIL_TRANSPORT');
export const WHATSAPP_TRANSPORT = Symbol('WHATSAPP_TRANSPORT');
