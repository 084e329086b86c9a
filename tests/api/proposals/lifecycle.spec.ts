// The whole RFQ lifecycle over HTTP: draft, items, terms, invites (single, CSV, XLSX), publish,
// close and complete, with the read models and SMS checked at each step.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ProjectionsService } from '../../../backend/src/projections/projections.service.js';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { newPhone, registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { ITEMS, delivered, draftRfq, invitations, ok, upload, versionOf, type Rfq } from './support/proposals.js';
import { xlsx } from '../../setup/zip.js';

describe('proposals: the RFQ lifecycle', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let rfq: Rfq;
  const url = (path: string) => `/api/Business/${path}`;

  beforeAll(async () => {
    app = await createTestApp();
    buyer = await registerVerified(app.baseUrl, { UsrName: 'Asha Verma' });
    seller = await registerVerified(app.baseUrl, { UsrName: 'Ravi Traders' });
  });
  afterAll(() => app.close());

  it('drafts an RFQ, edits it, adds 3 items and 2 terms and removes one of each', async () => {
    rfq = await draftRfq(app.baseUrl, buyer);
    const edited = await call(app.baseUrl, 'POST', url('SaveRFQ'), {
      token: buyer.token,
      body: {
        Id: rfq.proposalId,
        Title: 'Office laptops (Pune)',
        ProposalCompletionInDays: 40,
        ProposalLdPercent: 2,
        InviteOnly: true,
        OwnerId: seller.userId,
      },
    });
    expect(edited.status).toBe(201);
    expect(edited.body).toMatchObject({
      status: 1,
      message: 'Data updated successfully.',
      data: { id: rfq.proposalId, proposalStatus: 'Draft' },
    });

    const extraItem = await call<{ itemId: string }>(app.baseUrl, 'POST', url('AddRFQItem'), {
      token: buyer.token,
      body: { ProposalId: rfq.proposalId, ItemTitle: 'Docking station', ItemQuantity: 2, Unit: 1 },
    });
    expect(extraItem.body).toMatchObject({ status: 1, message: 'Item Added successfully.' });
    const extraTerm = await call<{ termId: string }>(app.baseUrl, 'POST', url('AddRFQTerm'), {
      token: buyer.token,
      body: { ProposalId: rfq.proposalId, TermTitle: 'Warranty', TermTxt: 'One year onsite' },
    });
    expect(extraTerm.body).toMatchObject({ status: 1, message: 'Term added.' });
    const removedItem = await call(
      app.baseUrl,
      'DELETE',
      url(`DeleteRFQItem?itemId=${extraItem.body.data!.itemId}&proposalId=${rfq.proposalId}`),
      { token: buyer.token },
    );
    expect([removedItem.status, removedItem.body.message]).toEqual([200, 'Deleted successfully']);
    const removedTerm = await call(
      app.baseUrl,
      'DELETE',
      url(`DeleteRFQTerm?termId=${extraTerm.body.data!.termId}&proposalId=${rfq.proposalId}`),
      { token: buyer.token },
    );
    expect([removedTerm.status, removedTerm.body.message]).toEqual([200, 'Deleted successfully']);

    const items = await ok<Record<string, unknown>[]>(
      app.baseUrl,
      'GET',
      url(`RFQItemListForBuyer?proposalId=${rfq.proposalId}`),
      buyer,
    );
    expect(items).toEqual(
      ITEMS.map((item, i) => ({
        id: rfq.itemIds[i],
        itemRfpId: rfq.proposalId,
        itemTitle: item.ItemTitle,
        itemDescription: item.ItemDescription,
        itemHsnCsnUin: item.ItemHsnCsnUin,
        itemQuantity: String(item.ItemQuantity),
        unit: String(item.Unit),
      })),
    );
    const terms = await ok<Record<string, unknown>[]>(
      app.baseUrl,
      'GET',
      url(`RFQTermList?proposalId=${rfq.proposalId}`),
      buyer,
    );
    expect(terms.map((t) => [t.termTitle, t.termTxt, t.isPaymentTerm])).toEqual([
      ['Payment', '30 days after delivery', true],
      ['Delivery', 'At our Pune office', false],
    ]);

    const detail = await ok<Record<string, unknown>>(
      app.baseUrl,
      'GET',
      url(`GetProposalDetail?proposalId=${rfq.proposalId}`),
      buyer,
    );
    expect(detail).toMatchObject({
      id: rfq.proposalId,
      proposalUID: expect.stringMatching(/^RFQ-[0-9A-F]{8}$/),
      title: 'Office laptops (Pune)',
      proposalStatus: 'Draft',
      owner: { usrId: buyer.userId, usrName: 'Asha Verma' },
      proposalCompletionInDays: 40,
      proposalLdPercent: '2',
      proposalLdAppliedAfterDays: 0,
      endDate: null,
      noticePeriod: null,
      inviteOnly: true,
      role: 'owner',
      paymentTerms: [{ termTitle: 'Payment', isPaymentTerm: true }],
      customTerms: [{ termTitle: 'Delivery', isPaymentTerm: false }],
    });
    expect(detail.lineItems).toHaveLength(3);
    const actions = await ok<{ availableProposalActions: { proposal: { command: string }[] } }>(
      app.baseUrl,
      'GET',
      url(`ProposalActions?proposalId=${rfq.proposalId}`),
      buyer,
    );
    expect(actions.availableProposalActions.proposal.map((a) => a.command)).toEqual(
      expect.arrayContaining(['SaveRFQ', 'AddRFQItem', 'StartRFQ', 'SendInvite', 'SendBulkInvite']),
    );
  });

  it('invites a registered seller in the draft and texts them only when the RFQ is published', async () => {
    const invited = await call<{ inviteId: string }>(app.baseUrl, 'POST', url('SendInvite'), {
      token: buyer.token,
      body: { PhoneNumber: seller.phone.replace('+91', ''), ProposalId: rfq.proposalId },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      status: 1,
      message: 'Invites sent successfully',
      data: { inviteId: expect.any(String) },
    });
    expect(await invitations(app.baseUrl, seller.phone)).toEqual([]);
    // The invitee does not see a draft.
    const hidden = await call(app.baseUrl, 'GET', url(`GetProposalDetail?proposalId=${rfq.proposalId}`), {
      token: seller.token,
    });
    expect(hidden.status).toBe(404);

    const started = await call(app.baseUrl, 'GET', url(`StartRFQ?proposalId=${rfq.proposalId}`), {
      token: buyer.token,
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      status: 1,
      message: 'Status is changed successfully',
      data: { proposalStatus: 'Active' },
    });
    const [sms] = await delivered(app.baseUrl, seller.phone, 'invitation');
    expect(sms!.body).toContain(`/DetailProposal?proposalId=${rfq.proposalId}`);
    expect(sms!.body).toContain('Asha Verma');

    const mine = await ok<Record<string, unknown>[]>(app.baseUrl, 'GET', url('GetAllInvitesOfUser'), seller);
    expect(mine).toEqual([
      expect.objectContaining({
        id: invited.body.data!.inviteId,
        inviteUID: expect.stringMatching(/^INV-/),
        proposalId: rfq.proposalId,
        raisedByUser: { usrId: buyer.userId, usrName: 'Asha Verma' },
        status: 'Pending',
      }),
    ]);
    const detail = await ok(
      app.baseUrl,
      'GET',
      url(`GetProposalFromInvite?inviteId=${invited.body.data!.inviteId}`),
      seller,
    );
    expect(detail).toMatchObject({ id: rfq.proposalId, role: 'invitee', proposalStatus: 'Active' });
    expect(detail).not.toHaveProperty('state');
  });

  it('invites an unregistered phone on the active RFQ with an SMS at once', async () => {
    const phone = newPhone();
    await ok(app.baseUrl, 'POST', url('SendInvite'), buyer, { PhoneNumber: phone, ProposalId: rfq.proposalId }, 201);
    const [sms] = await delivered(app.baseUrl, phone, 'invitation');
    expect(sms!.body).toMatch(
      new RegExp(`RFQ-[0-9A-F]{8} on Samvida: http://localhost:\\d+/DetailProposal\\?proposalId=${rfq.proposalId}$`),
    );
    const bad = await call(app.baseUrl, 'POST', url('SendInvite'), {
      token: buyer.token,
      body: { PhoneNumber: '12345', ProposalId: rfq.proposalId },
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'Phone Number is not correct.']);
    const again = await call(app.baseUrl, 'POST', url('SendInvite'), {
      token: buyer.token,
      body: { PhoneNumber: phone, ProposalId: rfq.proposalId },
    });
    expect([again.status, again.body.message]).toEqual([409, 'This phone number is already invited.']);
  });

  it('invites from a CSV file with a result per row', async () => {
    const [fresh1, fresh2] = [newPhone(), newPhone()];
    const csv = [
      'Name,Phone',
      `Anil,${fresh1}`,
      'Bad,12345',
      `Anil again,${fresh1.slice(3)}`,
      `Ravi,${seller.phone}`,
      '',
      `Meena,"${fresh2.slice(3, 8)} ${fresh2.slice(8)}"`,
    ].join('\n');
    const link = await upload(app.baseUrl, buyer, 'sellers.csv', Buffer.from(csv), 'text/csv');
    const before = await versionOf(app, rfq.proposalId);
    const response = await call<{ sent: number; rows: unknown[] }>(app.baseUrl, 'POST', url('SendBulkInvite'), {
      token: buyer.token,
      body: { UploadedFileLink: link, ProposalId: rfq.proposalId },
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Invites sent successfully');
    expect(response.body.data).toMatchObject({
      sent: 2,
      rows: [
        { row: 2, value: fresh1, phoneNumber: fresh1, result: 'sent' },
        { row: 3, value: '12345', phoneNumber: null, result: 'invalid', message: 'Phone Number is not correct.' },
        { row: 4, phoneNumber: fresh1, result: 'duplicate', message: 'Repeated in the file.' },
        { row: 5, phoneNumber: seller.phone, result: 'duplicate', message: 'Already invited to this proposal.' },
        { row: 7, phoneNumber: fresh2, result: 'sent' },
      ],
    });
    // One decision: both invites in one append.
    expect(await versionOf(app, rfq.proposalId)).toBe(before + 2);
    expect(await delivered(app.baseUrl, fresh1, 'invitation')).toHaveLength(1);
    expect(await delivered(app.baseUrl, fresh2, 'invitation')).toHaveLength(1);
  });

  it('invites from an XLSX file, phones as numbers, detected by content', async () => {
    const fresh = newPhone();
    const workbook = xlsx([
      ['Seller', 'Mobile number'],
      ['Kiran', Number(fresh.slice(3))],
      ['Nobody', 'not a phone'],
      ['Ravi', Number(seller.phone.slice(1))],
    ]);
    const link = await upload(
      app.baseUrl,
      buyer,
      'sellers.xlsx',
      workbook,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const report = await ok<{ sent: number; rows: unknown[] }>(
      app.baseUrl,
      'POST',
      url('SendBulkInvite'),
      buyer,
      { UploadedFileLink: link, ProposalId: rfq.proposalId },
      201,
    );
    expect(report).toMatchObject({
      sent: 1,
      rows: [
        { row: 2, phoneNumber: fresh, result: 'sent' },
        { row: 3, result: 'invalid' },
        { row: 4, phoneNumber: seller.phone, result: 'duplicate' },
      ],
    });
    expect(await delivered(app.baseUrl, fresh, 'invitation')).toHaveLength(1);
    // Nothing new: a report, nothing appended.
    const before = await versionOf(app, rfq.proposalId);
    const again = await call<{ sent: number }>(app.baseUrl, 'POST', url('SendBulkInvite'), {
      token: buyer.token,
      body: { UploadedFileLink: link, ProposalId: rfq.proposalId },
    });
    expect([again.status, again.body.message, again.body.data!.sent]).toEqual([
      201,
      'No new phone number to invite.',
      0,
    ]);
    expect(await versionOf(app, rfq.proposalId)).toBe(before);
  });

  it('lists every invite of the RFQ for its owner', async () => {
    const invites = await ok<{ phoneNumber: string; status: string; raisedForUser: unknown }[]>(
      app.baseUrl,
      'GET',
      url(`GetAllInvitesOfProposal?proposalId=${rfq.proposalId}&termType=Buyer`),
      buyer,
    );
    expect(invites).toHaveLength(5);
    expect(invites[0]).toMatchObject({
      phoneNumber: seller.phone,
      raisedForUser: { usrId: seller.userId, usrName: 'Ravi Traders' },
      status: 'Pending',
      inviteStatusId: 'Pending',
    });
    expect(invites.every((invite) => invite.status === 'Pending')).toBe(true);
    // The invitee sees only their own.
    const theirs = await ok<unknown[]>(
      app.baseUrl,
      'GET',
      url(`GetAllInvitesOfProposal?proposalId=${rfq.proposalId}`),
      seller,
    );
    expect(theirs).toEqual([expect.objectContaining({ phoneNumber: seller.phone })]);
  });

  it('closes and completes the RFQ, and lists it as User Completed', async () => {
    const closed = await call(app.baseUrl, 'POST', url(`CloseProposal?proposalId=${rfq.proposalId}`), {
      token: buyer.token,
    });
    expect([closed.status, closed.body.message]).toEqual([200, 'Status is changed successfully']);
    expect(closed.body.data).toMatchObject({ proposalStatus: 'Closed' });
    const completed = await call(app.baseUrl, 'GET', url(`CompleteProposal?proposalId=${rfq.proposalId}`), {
      token: buyer.token,
    });
    expect(completed.body.data).toMatchObject({ proposalStatus: 'Completed' });

    const own = await ok<Record<string, unknown>[]>(app.baseUrl, 'GET', url('GetUserRFQList'), buyer);
    expect(own).toEqual([
      {
        id: rfq.proposalId,
        proposalUID: expect.stringMatching(/^RFQ-/),
        title: 'Office laptops (Pune)',
        proposalStatus: 'Completed',
        statusLabel: 'Completed',
        tab: 'User Completed',
        createdOn: expect.any(String),
        owner: { usrId: buyer.userId, usrName: 'Asha Verma' },
        inviteOnly: true,
      },
    ]);
    const actions = await ok<{ availableProposalActions: { proposal: unknown[] } }>(
      app.baseUrl,
      'GET',
      url(`ProposalActions?proposalId=${rfq.proposalId}`),
      buyer,
    );
    expect(actions.availableProposalActions.proposal).toEqual([]);
  });

  it('rebuilds the same read models from the events', async () => {
    const reads = [
      'GetUserRFQList',
      `GetProposalDetail?proposalId=${rfq.proposalId}`,
      `GetAllInvitesOfProposal?proposalId=${rfq.proposalId}`,
    ];
    const snapshot = () => Promise.all(reads.map((path) => ok(app.baseUrl, 'GET', url(path), buyer)));
    const before = await snapshot();
    const projections = app.app.get(ProjectionsService);
    await projections.rebuild();
    projections.start();
    expect(await snapshot()).toEqual(before);
    expect(await ok(app.baseUrl, 'GET', url('GetAllInvitesOfUser'), seller)).toHaveLength(1);
  });
});
