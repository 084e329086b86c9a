import type { OutgoingMessage, Transport } from './transport.js';

export interface Msg91Settings {
  url: string;
  authKey: string;
  sender?: string;
  // Our template name -> the DLT-registered template id at the gateway.
  templateIds: Record<string, string>;
}

const TIMEOUT_MS = 10_000;

// SMS through the MSG91 flow API. Indian DLT rules only let registered templates through, so the
// gateway receives the template id and its variables rather than free text.
export class Msg91SmsTransport implements Transport {
  readonly name = 'msg91';

  constructor(private readonly settings: Msg91Settings) {}

  async send(message: OutgoingMessage): Promise<void> {
    const templateId = this.settings.templateIds[message.template];
    if (!templateId) throw new Error(`SMS_TEMPLATE_IDS has no id for template "${message.template}"`);
    const response = await fetch(this.settings.url, {
      method: 'POST',
      headers: { authkey: this.settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        template_id: templateId,
        ...(this.settings.sender && { sender: this.settings.sender }),
        short_url: '0',
        recipients: [{ mobiles: message.to.replace(/^\+/, ''), ...message.params }],
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    // MSG91 answers some refusals with HTTP 200 and {"type":"error"}.
    if (!response.ok || /"type"\s*:\s*"error"/.test(text)) {
      throw new Error(`SMS gateway answered ${response.status}: ${text.slice(0, 200)}`);
    }
  }
}
