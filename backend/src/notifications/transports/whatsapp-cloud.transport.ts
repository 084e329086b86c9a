import type { OutgoingMessage, Transport } from './transport.js';

export interface WhatsAppCloudSettings {
  /** e.g. https://graph.facebook.com */
  apiUrl: string;
  /** e.g. v21.0 */
  apiVersion: string;
  token: string;
  phoneNumberId: string;
  /** The language the templates were approved in, e.g. en. */
  language: string;
  /** The template's variables in the order its body's {{1}}, {{2}}… take them. */
  variablesOf: (template: string) => readonly string[];
}

const TIMEOUT_MS = 10_000;

// WhatsApp through the WhatsApp Business Cloud API. Outside a customer's 24-hour window a business
// may only send approved templates, so the message goes as a template named like ours (your-turn
// → your_turn) with its variables as the body's text parameters, in the template's order.
export class WhatsAppCloudTransport implements Transport {
  readonly name = 'whatsapp-cloud';

  constructor(private readonly settings: WhatsAppCloudSettings) {}

  async send(message: OutgoingMessage): Promise<void> {
    const { apiUrl, apiVersion, phoneNumberId, token } = this.settings;
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}/${apiVersion}/${phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(this.requestOf(message)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      throw new Error(`WhatsApp Cloud API answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    }
  }

  private requestOf({ to, template, params }: OutgoingMessage) {
    return {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: to.replace(/^\+/, ''),
      type: 'template',
      template: {
        name: template.replaceAll('-', '_'),
        language: { code: this.settings.language },
        components: [
          {
            type: 'body',
            parameters: this.settings.variablesOf(template).map((key) => ({ type: 'text', text: params[key] ?? '' })),
          },
        ],
      },
    };
  }
}
