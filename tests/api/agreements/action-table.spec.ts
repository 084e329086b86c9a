// Every negotiation call in every status, for both roles, over HTTP: answered exactly as
// `availableAgreementActions` from machines says (allowed: 2xx and appended; refused: 409,
// nothing appended).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { as, parties, type SignedIn } from './support/agreements.js';
import { SCENARIOS, build, load, offered, type ScenarioIds } from './support/scenarios.js';

interface Call {
  /** The machines' command the endpoint sends. */
  command: string;
  /** The entity acted on, for item and term actions. */
  target?: (ids: ScenarioIds) => string;
  method: string;
  path: (ids: ScenarioIds) => string;
  body?: (ids: ScenarioIds) => unknown;
}

const q = (ids: ScenarioIds) => `agreementId=${ids.agreementId}`;
const forTerms = (call: Omit<Call, 'target'>, name: string): Record<string, Call> => ({
  [`${name} (buyer term)`]: { ...call, target: (ids) => ids.buyerTermId },
  [`${name} (seller term)`]: { ...call, target: (ids) => ids.sellerTermId },
});

const CALLS: Record<string, Call> = {
  NegotiateAgreement: {
    command: 'NegotiateAgreement',
    method: 'POST',
    path: () => '/api/Business/NegotiateAgreement',
    body: (ids) => ({
      AgreementId: ids.agreementId,
      LDPercent: 3,
      LDDays: 4,
      Advance: 12,
      AgreementDuration: 25,
      RemarkText: 'Counter',
    }),
  },
  AcceptAgreement: {
    command: 'AcceptAgreement',
    method: 'POST',
    path: () => '/api/Business/AcceptAgreement',
    body: (ids) => ({ Id: ids.agreementId }),
  },
  StartContract: { command: 'StartContract', method: 'GET', path: (ids) => `/api/Business/StartContract?${q(ids)}` },
  RejectAgreement: {
    command: 'RejectAgreement',
    method: 'GET',
    path: (ids) => `/api/Business/RejectAgreement?${q(ids)}`,
  },
  StartAgreement: { command: 'StartAgreement', method: 'GET', path: (ids) => `/api/Business/StartAgreement?${q(ids)}` },
  DeleteAgreement: {
    command: 'DiscardAgreement',
    method: 'DELETE',
    path: (ids) => `/api/Business/DeleteAgreement?${q(ids)}`,
  },
  UpdateB2CContract: {
    command: 'UpdateB2CContract',
    method: 'POST',
    path: () => '/api/Business/UpdateB2CContract',
    body: (ids) => ({ Id: ids.agreementId, LDDays: 3, LDPercent: 1.5, Advance: 20, AgreementDuration: 45 }),
  },
  AddAgreementItem: {
    command: 'AddAgreementItem',
    method: 'POST',
    path: () => '/api/Business/AddAgreementItem',
    body: (ids) => ({
      AgId: ids.agreementId,
      ItemTitle: 'Bolts',
      ItemCode: '7318',
      Qty: 100,
      Tax: 18,
      CurrencyId: 2,
      UnitId: 1,
      Rate: 2.5,
      ItemDeliveredInDays: 5,
    }),
  },
  AddAgreementTerm: {
    command: 'AddAgreementTerm',
    method: 'POST',
    path: () => '/api/Business/AddAgreementTerm',
    body: (ids) => ({
      TermRfpId: ids.agreementId,
      TermTypeId: 1,
      TermTitle: 'Packing',
      TermTxt: 'Export-grade packing.',
    }),
  },
  RemarkAgreement: {
    command: 'RemarkAgreement',
    method: 'POST',
    path: () => '/api/Business/RemarkAgreement',
    body: (ids) => ({ Id: ids.agreementId, RemarkText: 'Please check the delivery date.' }),
  },
  NegotiateItem: {
    command: 'NegotiateItem',
    target: (ids) => ids.itemId,
    method: 'POST',
    path: () => '/api/Business/NegotiateItem',
    body: (ids) => ({
      AgreementId: ids.agreementId,
      ItemId: ids.itemId,
      Amount: '97.50',
      CompletionDays: 12,
      RemarkText: 'Best I can do',
    }),
  },
  AcceptItem: {
    command: 'AcceptItem',
    target: (ids) => ids.itemId,
    method: 'POST',
    path: () => '/api/Business/AcceptItem',
    body: (ids) => ({ AgreementId: ids.agreementId, ItemId: ids.itemId }),
  },
  ...forTerms(
    {
      command: 'NegotiateTerm',
      method: 'POST',
      path: () => '/api/Business/NegotiateTerm',
      body: (ids) => ({
        AgreementId: ids.agreementId,
        TermId: ids.buyerTermId,
        TermTitle: 'Reworded',
        TermTxt: 'New wording.',
      }),
    },
    'NegotiateTerm',
  ),
  ...forTerms({ command: 'AcceptTerm', method: 'POST', path: () => '/api/Business/AcceptTerm' }, 'AcceptTerm'),
  ...forTerms({ command: 'DeleteAgreementTerm', method: 'DELETE', path: () => '' }, 'DeleteAgreementTerm'),
};

// The term actions name their term; the shared bodies above are completed here.
function request(call: Call, ids: ScenarioIds): { path: string; body?: unknown } {
  const termId = call.target?.(ids);
  if (call.command === 'NegotiateTerm')
    return { path: call.path(ids), body: { ...(call.body!(ids) as object), TermId: termId } };
  if (call.command === 'AcceptTerm')
    return { path: call.path(ids), body: { AgreementId: ids.agreementId, TermId: termId } };
  if (call.command === 'DeleteAgreementTerm') return { path: `/api/Business/DeleteAgreementTerm?termId=${termId}` };
  return { path: call.path(ids), body: call.body?.(ids) };
}

describe('negotiation actions × statuses × roles over HTTP', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  const tally: Record<string, { allowed: number; refused: number }> = {};

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
  });
  afterAll(async () => {
    // Each call must have been both allowed and refused somewhere, or the table proves little.
    for (const [name, count] of Object.entries(tally)) {
      expect([name, count.allowed > 0, count.refused > 0]).toEqual([name, true, true]);
    }
    await app.close();
  });

  it.each(Object.keys(SCENARIOS))('%s', async (scenario) => {
    const steps = SCENARIOS[scenario]!;
    const shared = await build(app, seller, buyer, steps);
    const mismatches: string[] = [];
    for (const [role, user] of [
      ['buyer', buyer],
      ['seller', seller],
    ] as const) {
      for (const [name, call] of Object.entries(CALLS)) {
        const expected = offered(shared.state, user.userId, call.command, call.target?.(shared.ids));
        // An allowed call changes the agreement, so it gets a fresh copy of the scenario.
        const subject = expected ? await build(app, seller, buyer, steps) : shared;
        const { path, body } = request(call, subject.ids);
        const reply = await as(app.baseUrl, user)(call.method, path, body);
        const after = await load(app, subject.ids.agreementId);
        const allowed = reply.status >= 200 && reply.status < 300 && after.version > subject.version;
        const refused = reply.status === 409 && reply.body.code === 'NOT_ALLOWED' && after.version === subject.version;
        (tally[name] ??= { allowed: 0, refused: 0 })[expected ? 'allowed' : 'refused'] += 1;
        if (expected ? !allowed : !refused) {
          mismatches.push(
            `${role} ${name}: expected ${expected ? 'allowed' : 'refused'}, got ${reply.status} ${reply.body.message}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
