// The standing fuzz test (issue 11): every endpoint of docs/api.md gets malformed JSON, wrong
// types, NUL characters and lone surrogates, huge strings and numbers, and other users' ids (their
// contracts, RFQs and team members), signed out, as an outsider or as a member of another business.
// However it is refused, the answer is never a 5xx, its body is {status: 0, message}, and the
// event store is unchanged.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import pg from 'pg';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { parties, sendContract } from '../agreements/support/agreements.js';
import { publishRfq } from '../agreements/support/rfq.js';
import { teamOf } from '../team/support/team.js';
import { documentedEndpoints, type Endpoint } from './documented-endpoints.js';

const RUNS_PER_ENDPOINT = 12;
const CALLERS = ['signed out', 'outsider', 'member of another business'] as const;
type Caller = (typeof CALLERS)[number];
const FIELDS = [
  'Id',
  'AgreementId',
  'ProposalId',
  'ItemId',
  'TermId',
  'InviteId',
  'GroupId',
  'ParentId',
  'Amount',
  'Rate',
  'Qty',
  'Tax',
  'CompletionDays',
  'Advance',
  'LDPercent',
  'LDDays',
  'RemarkText',
  'TermTitle',
  'TermTxt',
  'ItemTitle',
  'Items',
  'Terms',
  'SellerRates',
  'PhoneNumber',
  'ContactInfo',
  'Contact',
  'Password',
  'UsrName',
  'Email',
  'Message',
  'Name',
  'CreatorType',
  'ContractType',
  'OtherPartyContactInfo',
  'RefreshToken',
  'OTP',
  'MemberId',
  'Role',
];

describe('fuzzing every documented endpoint', () => {
  let app: TestApp;
  let outsider: SignedIn;
  let outsidersManager: SignedIn;
  let othersIds: string[];
  let db: pg.Client;

  beforeAll(async () => {
    app = await createTestApp();
    const { buyer, seller } = await parties(app.baseUrl);
    outsider = await registerVerified(app.baseUrl, { UsrName: 'Fuzz Outsider' });
    [outsidersManager] = await teamOf(app.baseUrl, outsider, ['manager']);
    const [buyersViewer] = await teamOf(app.baseUrl, buyer, ['viewer']);
    const agreement = await sendContract(app.baseUrl, buyer, seller.phone);
    const rfq = await publishRfq(app.baseUrl, buyer, seller.phone);
    othersIds = [agreement.id, rfq.proposalId, ...rfq.itemIds, buyer.userId, buyersViewer!.memberId];
    db = new pg.Client({ connectionString: app.db.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await app.close();
  });

  const eventCount = async () =>
    Number((await db.query<{ n: string }>('select count(*) as n from event_store_events')).rows[0]!.n);

  // Read when a case is generated: the ids exist only once beforeAll has run.
  const otherId = fc.nat({ max: 1000 }).map((n) => othersIds[n % othersIds.length]!);
  const hugeString = fc.constantFrom('x'.repeat(20_001), '9'.repeat(400));
  const hostile = () =>
    fc.oneof(
      otherId,
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.constantFrom(1e308, -1e308, 1e21, -1, Number.MAX_SAFE_INTEGER),
      hugeString,
      fc.constantFrom('a\u0000b', 'a\ud800b', '\udc00', '-100', '1e9999', ''),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.jsonValue(), { maxLength: 3 }),
    );
  const jsonBody = fc.oneof(
    fc.dictionary(fc.constantFrom(...FIELDS), hostile(), { maxKeys: 6 }).map((o) => JSON.stringify(o)),
    fc.jsonValue().map((v) => JSON.stringify(v)),
  );
  const rawBody = fc.oneof(
    { weight: 6, arbitrary: jsonBody },
    fc.constantFrom(
      '{not json',
      '{"AgreementId": "\\u0000"}',
      '{"RemarkText": "\\ud800"}',
      '[1,2',
      `{"Qty": ${'9'.repeat(400)}}`,
      '{"__proto__": {"admin": true}}',
    ),
  );
  const paramValue = fc.oneof(
    otherId,
    fc.constantFrom('abc', '-1', '0', '%00', '%ED%A0%80', '9'.repeat(40), 'x'.repeat(12_000)),
    fc.string({ maxLength: 20 }).map(encodeURIComponent),
  );

  const tokenOf = (caller: Caller) =>
    ({ 'signed out': undefined, outsider: outsider.token, 'member of another business': outsidersManager.token })[
      caller
    ];

  // Besides the random cases, every endpoint gets each hostile value in every field at once.
  const everyField = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value])));
  const examples = (): [string[], string[], string, Caller][] =>
    [
      ['%00', everyField('a\u0000b')],
      ['%ED%A0%80', everyField('a\ud800b')],
      ['x'.repeat(12_000), everyField('x'.repeat(20_001))],
      ['9'.repeat(40), everyField(1e308)],
      [othersIds[0]!, everyField(othersIds[0])],
      [othersIds[1]!, everyField(othersIds[1])],
      [othersIds.at(-1)!, everyField(othersIds.at(-1))],
      ['-1', everyField(-100)],
    ].map(([param, body], i) => [
      [param!, param!, param!],
      [param!, param!, param!, param!],
      body!,
      // Alternately, so each caller meets hostile values without doubling the examples.
      i % 2 ? 'member of another business' : 'outsider',
    ]);

  const urlOf = (endpoint: Endpoint, params: string[], query: string[]) => {
    let i = 0;
    const route = endpoint.path.replace(/\{\}/g, () => params[i++] ?? 'x');
    const search = endpoint.queryKeys.map((key, k) => `${key}=${query[k] ?? ''}`).join('&');
    return search ? `${route}?${search}` : route;
  };

  const endpoints = documentedEndpoints();

  it('finds the documented endpoints', () => {
    expect(endpoints.length).toBeGreaterThan(90);
  });

  it.each(endpoints.map((e) => [`${e.method} ${e.path}${e.queryKeys.length ? `?${e.queryKeys.join('&')}` : ''}`, e]))(
    '%s refuses hostile input cleanly',
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(paramValue, { minLength: 3, maxLength: 3 }),
          fc.array(paramValue, { minLength: 4, maxLength: 4 }),
          rawBody,
          fc.constantFrom(...CALLERS),
          async (params, query, body, caller) => {
            const token = tokenOf(caller);
            const before = await eventCount();
            const withBody = endpoint.method !== 'GET';
            const response = await fetch(`${app.baseUrl}${urlOf(endpoint, params, query)}`, {
              method: endpoint.method,
              headers: {
                ...(withBody ? { 'content-type': 'application/json' } : {}),
                ...(token ? { authorization: `Bearer ${token}` } : {}),
              },
              body: withBody ? body : undefined,
            });
            const text = await response.text();
            expect(response.status).toBeLessThan(500);
            if (response.status < 400) return;
            const answer = JSON.parse(text) as { status: unknown; message: unknown };
            expect(answer.status).toBe(0);
            expect(typeof answer.message).toBe('string');
            expect((answer.message as string).length).toBeGreaterThan(0);
            expect(await eventCount()).toBe(before);
          },
        ),
        { numRuns: RUNS_PER_ENDPOINT, endOnFailure: true, examples: examples() },
      );
    },
    120_000,
  );

  it('still answers a normal call afterwards', async () => {
    expect((await call(app.baseUrl, 'GET', '/api/General/Connect')).status).toBe(200);
  });
});
