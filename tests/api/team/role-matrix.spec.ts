// Issue 38: one business (the seller) with a manager, an accountant and a viewer on its contracts.
// Each role does what it allows and hears ROLE_FORBIDDEN for the rest; the offered actions are the
// owner's less what the role may not run; events record the business and the acting member.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  memberMayRun,
  ROLE_FORBIDDEN_MESSAGE,
  type AdvancePaymentView,
  type AgreementActions,
  type MemberRole,
} from '@samvida/machines';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { as, type Outcome, type SignedIn } from '../agreements/support/agreements.js';
import { ENDPOINTS, READ_ENDPOINTS } from '../agreements/support/party-endpoints.js';
import { build, load, SCENARIOS, type ScenarioIds } from '../agreements/support/scenarios.js';
import { activeContract, ok, registerWithGstin, type ActiveContract } from '../invoices/support/contracts.js';
import { rowsOf, teamOf, type Member } from './support/team.js';

type Command = Parameters<typeof memberMayRun>[1];

describe('roles on one business’s contracts', () => {
  let app: TestApp;
  let seller: SignedIn;
  let buyer: SignedIn;
  let manager: Member;
  let accountant: Member;
  let viewer: Member;
  let ids: ScenarioIds;
  let contract: ActiveContract;
  let termGroupId: string;

  beforeAll(async () => {
    app = await createTestApp();
    [seller, buyer] = await Promise.all([
      registerWithGstin(app, 'Sunil Seller', '27'),
      registerWithGstin(app, 'Bina Buyer', '27'),
    ]);
    [manager, accountant, viewer] = await teamOf(app.baseUrl, seller, ['manager', 'accountant', 'viewer']);
    ({ ids } = await build(app, seller, buyer, SCENARIOS.Draft!));
    contract = await activeContract(app, seller, buyer);
    termGroupId = await termGroupOf(seller);
  });
  afterAll(() => app.close());

  const A = () => ({ AgreementId: ids.agreementId });
  const send = (user: SignedIn, method: string, path: string, body?: unknown) =>
    as(app.baseUrl, user)<Outcome>(method, path, body);
  // Refused with the role's message, and the contract (the draft unless named) unchanged.
  const forbidden = async (
    user: SignedIn,
    method: string,
    path: string,
    body?: unknown,
    agreementId = ids.agreementId,
  ) => {
    const before = (await load(app, agreementId)).version;
    const reply = await send(user, method, path, body);
    expect([path, reply.status, reply.body.code, reply.body.message]).toEqual([
      path,
      403,
      'ROLE_FORBIDDEN',
      ROLE_FORBIDDEN_MESSAGE,
    ]);
    expect((await load(app, agreementId)).version).toBe(before);
  };
  const done = async (user: SignedIn, method: string, path: string, body?: unknown) => {
    const reply = await send(user, method, path, body);
    expect([path, reply.status]).toEqual([path, 200]);
    return reply.body.data!;
  };
  // A saved term group of the business with one term, for AddUserTermToAgreement.
  const termGroupOf = async (user: SignedIn) => {
    const group = await as(app.baseUrl, user)<{ groupId: string }>('POST', '/api/Auth/AddUserTermGroup', {
      GroupName: 'Standard',
      Description: 'Our usual terms',
      TypeName: 'Seller',
    });
    expect(group.status).toBe(201);
    const GroupId = group.body.data!.groupId;
    const term = await as(app.baseUrl, user)('POST', '/api/Auth/AddTermInTermGroup', {
      GroupId,
      TermTitle: 'Packing',
      TermTxt: 'Packed in cartons.',
    });
    expect(term.status).toBe(201);
    return GroupId;
  };

  // The viewer reads what the owner reads (the offered actions differ by role).
  const readsAsTheOwner = async (path: string, sameBody = true) => {
    const [owners, viewers] = [await send(seller, 'GET', path), await send(viewer, 'GET', path)];
    expect([path, viewers.status]).toEqual([path, owners.status]);
    expect(viewers.status).toBeLessThan(500);
    if (sameBody) expect(viewers.body).toEqual(owners.body);
  };
  const actionsOf = async (user: SignedIn, agreementId: string) =>
    (await ok<AgreementActions>(app, user, 'GET', `/api/Business/AvailableActions?agreementId=${agreementId}`)).data;

  // The owner's actions less those `role` may not run, without lists left empty.
  const allowedTo = (role: MemberRole, actions: AgreementActions) => {
    const keep = (list: AgreementActions['agreement']) =>
      list.filter((action) => memberMayRun({ memberRole: role }, action.command as Command));
    const byId = (lists: Record<string, AgreementActions['agreement']>) =>
      Object.fromEntries(
        Object.entries(lists)
          .map(([id, list]) => [id, keep(list)] as const)
          .filter(([, list]) => list.length > 0),
      );
    const { agreement, ...entities } = actions;
    return {
      agreement: keep(agreement),
      ...Object.fromEntries(Object.entries(entities).map(([kind, lists]) => [kind, byId(lists)])),
    };
  };
  const withoutEmptyLists = (actions: AgreementActions) => allowedTo('owner', actions);

  const expectActionsFollowRoles = async (agreementId: string) => {
    const owners = await actionsOf(seller, agreementId);
    for (const member of [manager, accountant, viewer])
      expect([member.role, withoutEmptyLists(await actionsOf(member, agreementId))]).toEqual([
        member.role,
        allowedTo(member.role, owners),
      ]);
    return owners;
  };

  it('offers each role on the draft only what it may do', async () => {
    const owners = await expectActionsFollowRoles(ids.agreementId);
    expect(owners.agreement.map((a) => a.command)).toEqual(
      expect.arrayContaining(['StartAgreement', 'RemarkAgreement']),
    );
    expect((await actionsOf(viewer, ids.agreementId)).agreement).toEqual([]);
  });

  it('the accountant and the viewer may not publish; the manager signs and publishes', async () => {
    await forbidden(accountant, 'POST', '/api/Business/StartAgreement', A());
    await forbidden(viewer, 'POST', '/api/Business/StartAgreement', A());
    await forbidden(viewer, 'GET', `/api/Business/StartAgreement?agreementId=${ids.agreementId}`);
    expect((await done(manager, 'POST', '/api/Business/StartAgreement', A())).status).toBe('Proposed');
  });

  it('records the business as the actor and the manager as the member who acted', async () => {
    const [published] = await rowsOf<{ metadata: Record<string, unknown> }>(
      app.db.url,
      `select metadata from event_store_events where stream_id = $1 and type = 'AgreementPublished'`,
      [`agreement-${ids.agreementId}`],
    );
    expect(published!.metadata).toMatchObject({ actorId: seller.userId, memberId: manager.personId });
    const drafted = await rowsOf<{ metadata: Record<string, unknown> }>(
      app.db.url,
      `select metadata from event_store_events where stream_id = $1 and type = 'AgreementDrafted'`,
      [`agreement-${ids.agreementId}`],
    );
    expect(drafted[0]!.metadata).not.toHaveProperty('memberId');
  });

  it('the manager negotiates and accepts an item; the accountant and the viewer may not', async () => {
    await done(buyer, 'POST', '/api/Business/NegotiateItem', {
      ...A(),
      ItemId: ids.itemId,
      Amount: 90,
      CompletionDays: 10,
    });
    await expectActionsFollowRoles(ids.agreementId);
    const counter = { ...A(), ItemId: ids.itemId, Amount: 95, CompletionDays: 10 };
    await forbidden(accountant, 'POST', '/api/Business/NegotiateItem', counter);
    await forbidden(viewer, 'POST', '/api/Business/NegotiateItem', counter);
    await forbidden(accountant, 'POST', '/api/Business/AcceptItem', { ...A(), ItemId: ids.itemId });
    expect(
      (await done(manager, 'POST', '/api/Business/AcceptItem', { ...A(), ItemId: ids.itemId })).eventTypes,
    ).toContain('ItemAccepted');
    await done(manager, 'POST', '/api/Business/AcceptTerm', { ...A(), TermId: ids.buyerTermId });
  });

  it('the manager and the accountant remark; the viewer may not', async () => {
    for (const member of [manager, accountant])
      expect(
        (await done(member, 'POST', '/api/Business/RemarkAgreement', { ...A(), RemarkText: `From the ${member.role}` }))
          .eventTypes,
      ).toEqual(['RemarkAdded']);
    await forbidden(viewer, 'POST', '/api/Business/RemarkAgreement', { ...A(), RemarkText: 'Viewer here' });
    const remarks = await rowsOf<{ metadata: { actorId: string; memberId?: string } }>(
      app.db.url,
      `select metadata from event_store_events where stream_id = $1 and type = 'RemarkAdded' order by stream_version`,
      [`agreement-${ids.agreementId}`],
    );
    expect(remarks.map((r) => [r.metadata.actorId, r.metadata.memberId])).toEqual([
      [seller.userId, manager.personId],
      [seller.userId, accountant.personId],
    ]);
  });

  it('the viewer reads every view of the contract and changes none of it', async () => {
    for (const name of Object.keys(ENDPOINTS)) {
      const [method, path, body] = ENDPOINTS[name]!;
      if (READ_ENDPOINTS.includes(name)) await readsAsTheOwner(path(ids), name !== 'AvailableActions');
      else await forbidden(viewer, method, path(ids).replace('grpId=1', `grpId=${termGroupId}`), body?.(ids));
    }
    // A group id that names no group is not found, for the viewer as for the owner.
    const unknownGroup = `/api/Business/AddUserTermToAgreement?agreementId=${ids.agreementId}&grpId=1`;
    await readsAsTheOwner(unknownGroup);
    expect((await send(viewer, 'GET', unknownGroup)).body.code).toBe('TERM_GROUP_NOT_FOUND');
    for (const path of [
      `/api/Business/InvoiceList?ctId=${ids.agreementId}`,
      `/api/Audit/Timeline?agId=${ids.agreementId}`,
      `/api/business/ContractDayReport?agId=${ids.agreementId}`,
    ])
      await readsAsTheOwner(path);
    const listed = await send(viewer, 'GET', '/api/Business/GetUserAgreements');
    expect((listed.body.data as unknown as { id: string }[]).map((a) => a.id)).toContain(ids.agreementId);
  });

  it('the buyer starts the contract; each role is offered only its share of the active contract', async () => {
    expect((await done(buyer, 'GET', `/api/Business/StartContract?agreementId=${ids.agreementId}`)).status).toBe(
      'Active',
    );
    const owners = await expectActionsFollowRoles(contract.agreementId);
    expect(owners.agreement.map((a) => a.command)).toContain('MakeInvoice');
    const accountants = await actionsOf(accountant, contract.agreementId);
    expect(accountants.agreement.map((a) => a.command)).toContain('MakeInvoice');
    expect((await actionsOf(manager, contract.agreementId)).agreement.map((a) => a.command)).not.toContain(
      'MakeInvoice',
    );
  });

  it('the accountant makes and publishes an invoice; the manager and the viewer may not', async () => {
    const body = {
      ContractId: contract.agreementId,
      ItemList: [{ AgItemId: contract.laptopId, QuantityDelivered: 2, Rate: '100.00' }],
    };
    const { agreementId } = contract;
    await forbidden(manager, 'POST', '/api/Business/MakeInvoice', body, agreementId);
    await forbidden(viewer, 'POST', '/api/Business/MakeInvoice', body, agreementId);
    const invoice = await done(accountant, 'POST', '/api/Business/MakeInvoice', body);
    const publish = `/api/Business/PublishInvoice?invId=${invoice.id}`;
    await forbidden(viewer, 'GET', publish, undefined, agreementId);
    await forbidden(manager, 'GET', publish, undefined, agreementId);
    expect((await done(accountant, 'GET', publish)).eventTypes).toContain('InvoicePublished');
  });

  it('the accountant confirms the buyer’s advance payment; the manager and the viewer may not', async () => {
    const advance = (
      await ok<AdvancePaymentView>(
        app,
        accountant,
        'GET',
        `/api/Business/AdvancePayment?agreementId=${contract.agreementId}`,
      )
    ).data;
    const paid = await done(buyer, 'POST', '/api/Business/MakePayment', {
      NotePaymentId: advance.id,
      PaidAmount: advance.outstandingAmount,
      PaymentNote: 'Advance',
    });
    const received = { PaymentId: paid.id };
    await forbidden(manager, 'POST', '/api/Business/PaymentReceived', received, contract.agreementId);
    await forbidden(viewer, 'POST', '/api/Business/PaymentReceived', received, contract.agreementId);
    await done(accountant, 'POST', '/api/Business/PaymentReceived', received);
    const after = (
      await ok<AdvancePaymentView>(
        app,
        viewer,
        'GET',
        `/api/Business/AdvancePayment?agreementId=${contract.agreementId}`,
      )
    ).data;
    expect([after.paymentStatus, after.totalPaidAmount]).toEqual(['Paid', advance.totalDueAmount]);
  });
});
