// Issue 39: drafting from a description through an AI provider. The provider here is a SANDBOX: a
// local OpenAI-compatible /v1/chat/completions server this suite starts on 127.0.0.1, which records
// every request and answers what each test sets. No description leaves the machine. The adapter
// must send one request under the proposal's JSON schema, show only an answer the contract input
// schemas accept, and refuse anything else with a plain message.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DESCRIPTION_MAX, DRAFT_PROPOSAL_JSON_SCHEMA } from '@samvida/machines';
import { parseEnv } from '../../../backend/src/config/env.schema.js';
import { registerVerified } from '../accounts/support/accounts.js';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';

interface Recorded {
  url: string;
  authorization: string | undefined;
  body: { model?: string; response_format?: unknown; messages: { role: string; content: string }[] };
}

/** The sandbox provider: answers `reply` (status and body) and records each request. */
function sandboxProvider() {
  const requests: Recorded[] = [];
  let reply: { status: number; body: string } = { status: 200, body: '{}' };
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.body);
    });
  });
  return {
    requests,
    server,
    answer: (status: number, body: string) => (reply = { status, body }),
    /** A chat completion whose message content is `content` (a JSON text, or anything). */
    complete: (content: string) =>
      (reply = {
        status: 200,
        body: JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }),
      }),
  };
}

const proposal = {
  ContractType: 'Sales',
  Items: [{ ItemTitle: 'Office chairs', ItemDescription: '', Qty: '500', UnitId: 'Piece', Rate: '2500', Tax: '18' }],
  Terms: [{ TermTitle: 'Delivery in lots', TermTxt: 'Delivered in 3 lots to Pune.', IsPaymentTerm: false }],
  Fields: { Advance: '10', LDPercent: null, LDDays: null, NumberOfDays: 45, StartDate: null, Deposit: null },
  Notes: [],
};
const INVALID = 'The AI provider answered with a draft that is not a valid contract draft, so it was not shown.';

describe('drafting from a description through an AI provider (sandbox)', () => {
  const provider = sandboxProvider();
  let app: TestApp;
  let token: string;
  let host: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(provider.server.address() as AddressInfo).port}`;
    app = await createTestApp({
      env: { AI_PROVIDER_URL: `http://${host}`, AI_API_KEY: 'sk-sandbox', AI_MODEL: 'sandbox-model' },
    });
    ({ token } = await registerVerified(app.baseUrl, { UsrName: 'Asha Buyer' }));
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => provider.server.close(resolve));
  });
  beforeEach(() => (provider.requests.length = 0));

  const draft = (body: unknown, signedIn = true) =>
    call<unknown>(app.baseUrl, 'POST', '/api/Assistant/DraftFromDescription', {
      body,
      token: signedIn ? token : undefined,
    });

  it('names the provider host and model, so the screen can say where the text goes', async () => {
    const reply = await call(app.baseUrl, 'GET', '/api/Assistant/Provider', { token });
    expect(reply.body.data).toEqual({ configured: true, host, model: 'sandbox-model' });
  });

  it('sends one chat completion under the JSON schema and shows the answer as the contract schemas read it', async () => {
    provider.complete(JSON.stringify(proposal));
    const description = 'Supply of 500 office chairs to Pune in 3 lots, 10% advance, Rs 2,500 each';
    const reply = await draft({ Description: description, ContractType: 'Sales' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      ...proposal,
      // Read by the contract input schemas: the unit as its id, the rate in rupees and paise.
      Items: [{ ...proposal.Items[0], UnitId: '2', Rate: '2500.00' }],
    });
    expect(provider.requests).toHaveLength(1);
    const [sent] = provider.requests;
    expect(sent!.url).toBe('/v1/chat/completions');
    expect(sent!.authorization).toBe('Bearer sk-sandbox');
    expect(sent!.body.model).toBe('sandbox-model');
    expect(sent!.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'draft_proposal', strict: true, schema: DRAFT_PROPOSAL_JSON_SCHEMA },
    });
    expect(sent!.body.messages.at(-1)).toEqual({ role: 'user', content: `Contract template: Sales.\n${description}` });
  });

  it.each([
    ['an advance above 100%', { ...proposal, Fields: { ...proposal.Fields, Advance: '150' } }],
    ['a negative quantity', { ...proposal, Items: [{ ...proposal.Items[0], Qty: '-5' }] }],
    ['a unit outside the unit list', { ...proposal, Items: [{ ...proposal.Items[0], UnitId: 'Barrel' }] }],
    ['a term without its text', { ...proposal, Terms: [{ TermTitle: 'Delivery', TermTxt: '', IsPaymentTerm: false }] }],
    ['a missing field', { ContractType: null, Items: [], Terms: [] }],
  ])('refuses an answer with %s with a plain message (422)', async (_, answer) => {
    provider.complete(JSON.stringify(answer));
    const reply = await draft({ Description: 'Supply of 500 office chairs' });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toContain(INVALID);
    expect(reply.body.data).toBeUndefined();
  });

  it('refuses an answer that is not JSON, and a provider that fails, with plain messages', async () => {
    provider.complete('Sure! Here is your contract: 500 chairs.');
    expect((await draft({ Description: 'Supply of 500 office chairs' })).body.message).toContain(INVALID);
    provider.answer(500, '{"error":"model not loaded"}');
    const failed = await draft({ Description: 'Supply of 500 office chairs' });
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe(
      'The AI provider did not answer; nothing was changed. Try again, or use the built-in reader.',
    );
  });

  it('sends nothing for a blank or over-long description, or without sign-in', async () => {
    const long = await draft({ Description: 'x'.repeat(DESCRIPTION_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(`Keep the description within ${DESCRIPTION_MAX} characters.`);
    expect((await draft({ Description: '   ' })).body.message).toBe('Describe the deal in a sentence or two.');
    expect((await draft({ Description: 'Supply of chairs' }, false)).status).toBe(401);
    expect(provider.requests).toHaveLength(0);
  });
});

describe('without an AI provider', () => {
  let app: TestApp;
  beforeAll(async () => (app = await createTestApp()));
  afterAll(() => app?.close());

  it('says no provider is set up and sends nowhere', async () => {
    const { token } = await registerVerified(app.baseUrl, { UsrName: 'Ravi Seller' });
    const info = await call(app.baseUrl, 'GET', '/api/Assistant/Provider', { token });
    expect(info.body.data).toEqual({ configured: false, host: null, model: null });
    const reply = await call(app.baseUrl, 'POST', '/api/Assistant/DraftFromDescription', {
      body: { Description: 'Supply of 500 office chairs' },
      token,
    });
    expect(reply.status).toBe(503);
    expect(reply.body.message).toMatch(/^No AI provider is set up on this server/);
  });

  it('refuses AI_PROVIDER_URL without AI_MODEL at boot', () => {
    expect(() => parseEnv({ AI_PROVIDER_URL: 'http://127.0.0.1:8080' })).toThrow(
      'AI_MODEL: required when AI_PROVIDER_URL is set',
    );
  });
});
