// The WhatsApp adapter's request against the WhatsApp Business Cloud API's documented format for
// template messages: POST https://graph.facebook.com/<version>/<PHONE_NUMBER_ID>/messages with a
// bearer token and {messaging_product: "whatsapp", to, type: "template", template: {name,
// language: {code}, components: [{type: "body", parameters: [{type: "text", text}]}]}}. A local
// HTTP server stands in for graph.facebook.com.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { variablesOf } from '../../../backend/src/notifications/templates.js';
import { WhatsAppCloudTransport } from '../../../backend/src/notifications/transports/whatsapp-cloud.transport.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

describe('WhatsApp Cloud API transport', () => {
  let server: Server;
  let apiUrl: string;
  const received: Received[] = [];
  let answer = { status: 200, body: '{"messaging_product":"whatsapp","messages":[{"id":"wamid.1"}]}' };

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        received.push({ method: request.method!, url: request.url!, headers: request.headers, body: JSON.parse(text) });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const transport = () =>
    new WhatsAppCloudTransport({
      apiUrl,
      apiVersion: 'v21.0',
      token: 'EAAG-test-token',
      phoneNumberId: '106540352242922',
      language: 'en',
      variablesOf,
    });

  it('posts an approved template with the body variables in the template’s order', async () => {
    await transport().send({
      to: '+919800000001',
      template: 'your-turn',
      // Stored params come back from jsonb in its own key order, not the template's.
      params: {
        link: 'https://samvida.in/DetailAgreement?agreementId=1',
        agreementUid: 'SV-2026-0001',
        counterpartyName: 'Bina Buyer',
      },
      subject: 'Your turn on contract SV-2026-0001',
      body: 'ignored by WhatsApp: the approved template has the text',
    });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v21.0/106540352242922/messages');
    expect(request!.headers.authorization).toBe('Bearer EAAG-test-token');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919800000001',
      type: 'template',
      template: {
        name: 'your_turn',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Bina Buyer' },
              { type: 'text', text: 'SV-2026-0001' },
              { type: 'text', text: 'https://samvida.in/DetailAgreement?agreementId=1' },
            ],
          },
        ],
      },
    });
  });

  it('fails with the provider’s answer so the outbox retries', async () => {
    answer = { status: 401, body: '{"error":{"message":"Invalid OAuth access token.","code":190}}' };
    await expect(
      transport().send({ to: '+919800000001', template: 'payment-due', params: {}, subject: '', body: '' }),
    ).rejects.toThrow('WhatsApp Cloud API answered 401: {"error":{"message":"Invalid OAuth access token."');
  });
});
