// Issue 38: an owner asks for two members' approval above an amount. A manager's publish waits,
// with the reason, until another member approves; their own approval does not count; the history
// names who approved; the owner alone sets the amount, and can stop asking.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AgreementActions } from '@samvida/machines';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { as, type Outcome, type SignedIn } from '../agreements/support/agreements.js';
import { build, load, SCENARIOS } from '../agreements/support/scenarios.js';
import { registerWithGstin } from '../invoices/support/contracts.js';
import { rowsOf, teamOf, type Member } from './support/team.js';

const APPROVAL_NEEDED = 'your business needs a second member’s approval before it is sent or started';

describe('two members’ approval above an amount', () => {
  let app: TestApp;
  let seller: SignedIn;
  let buyer: SignedIn;
  let ravi: Member;
  let asha: Member;

  beforeAll(async () => {
    app = await createTestApp();
    [seller, buyer] = await Promise.all([
      registerWithGstin(app, 'Sunil Seller', '27'),
      registerWithGstin(app, 'Bina Buyer', '27'),
    ]);
    [ravi, asha] = await teamOf(app.baseUrl, seller, ['manager', 'manager']);
  });
  afterAll(() => app.close());

  const send = <T = Outcome>(user: SignedIn, method: string, path: string, body?: unknown) =>
    as(app.baseUrl, user)<T>(method, path, body);
  const setRule = (user: SignedIn, AmountAbove: string | null) =>
    send<null>(user, 'POST', '/api/Team/ApprovalRule', { AmountAbove });
  const publish = (user: SignedIn, AgreementId: string) =>
    send(user, 'POST', '/api/Business/StartAgreement', { AgreementId });
  const actionsOf = async (user: SignedIn, agreementId: string) =>
    (await send<AgreementActions>(user, 'GET', `/api/Business/AvailableActions?agreementId=${agreementId}`)).body.data!;

  it('lets only the owner set the amount, in rupees above zero', async () => {
    const byManager = await setRule(ravi, '1000.00');
    expect([byManager.status, byManager.body.code]).toEqual([403, 'ROLE_FORBIDDEN']);
    const zero = await setRule(seller, '0');
    expect([zero.status, zero.body.errors?.AmountAbove]).toEqual([
      400,
      ['Enter the amount above which two members must approve, more than ₹0.'],
    ]);
    expect((await setRule(seller, '1000.00')).status).toBe(200);
    const team = await send<{ ApprovalAbove: string | null }>(asha, 'GET', '/api/Team/Members');
    expect(team.body.data!.ApprovalAbove).toBe('1000.00');
  });

  it('holds a manager’s publish until another member approves, and names the approver in the history', async () => {
    const { ids } = await build(app, seller, buyer, SCENARIOS.Draft!);
    const agreementId = ids.agreementId;
    const before = (await load(app, agreementId)).version;

    const waiting = await publish(ravi, agreementId);
    expect([waiting.status, waiting.body.code]).toEqual([409, 'NOT_ALLOWED']);
    expect(waiting.body.message).toContain(APPROVAL_NEEDED);
    const raviActions = await actionsOf(ravi, agreementId);
    expect(raviActions.awaitingApproval).toContain(APPROVAL_NEEDED);
    expect(raviActions.agreement.map((a) => a.command)).toEqual(expect.arrayContaining(['ApproveAgreement']));
    expect(raviActions.agreement.map((a) => a.command)).not.toContain('StartAgreement');
    expect((await load(app, agreementId)).version).toBe(before);

    // Ravi's own approval does not let Ravi publish; it lets Asha.
    expect((await send(ravi, 'POST', '/api/Business/ApproveAgreement', { AgreementId: agreementId })).status).toBe(200);
    const again = await publish(ravi, agreementId);
    expect([again.status, again.body.code]).toEqual([409, 'NOT_ALLOWED']);
    const published = await publish(asha, agreementId);
    expect(published.status).toBe(200);
    expect((await load(app, agreementId)).state.agreement!.status).toBe('Proposed');

    const [approval] = await rowsOf<{ data: { memberId: string }; metadata: { actorId: string; memberId: string } }>(
      app.db.url,
      "select data, metadata from event_store_events where stream_id = $1 and type = 'AgreementApproved'",
      [`agreement-${agreementId}`],
    );
    expect(approval).toMatchObject({
      data: { memberId: ravi.personId },
      metadata: { actorId: seller.userId, memberId: ravi.personId },
    });
    const timeline = await send<{ text: string }[]>(ravi, 'GET', `/api/Audit/Timeline?agId=${agreementId}`);
    expect(timeline.body.data!.map((entry) => entry.text)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Manager Member for Sunil Seller \(seller\) approved the contract/),
      ]),
    );
  });

  it('asks nothing below the amount, and nothing once the owner stops asking', async () => {
    expect((await setRule(seller, '999999999.00')).status).toBe(200);
    const below = await build(app, seller, buyer, SCENARIOS.Draft!);
    expect((await publish(ravi, below.ids.agreementId)).status).toBe(200);

    expect((await setRule(seller, '1.00')).status).toBe(200);
    expect((await setRule(seller, null)).status).toBe(200);
    const after = await build(app, seller, buyer, SCENARIOS.Draft!);
    expect((await actionsOf(ravi, after.ids.agreementId)).awaitingApproval).toBeUndefined();
    expect((await publish(ravi, after.ids.agreementId)).status).toBe(200);
  });
});
