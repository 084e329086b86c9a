// Creating agreements: the builder's all-or-nothing SendContract, CustomContract with the draft
// editors' calls, the residential form, the contact lookup, an unregistered counterparty who
// joins on verifying their phone, term groups and attachments, and discarding a draft.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { newPhone, registerBody, registerVerified } from '../accounts/support/accounts.js';
import { download, uploaded } from '../uploads/support/uploads.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { as, builderItem, parties, sendContract, type Outcome, type SignedIn } from './support/agreements.js';
import { foldStream } from './support/fold.js';
import { delivered } from '../proposals/support/proposals.js';

interface ListRow {
  id: string;
  status: string;
  dashboardGroup: string;
  userRole: string;
  buyer: { usrId: string | null; usrName: string | null };
  seller: { usrId: string | null; usrName: string | null };
}
interface Remark {
  description: string;
  attachments: { id: string; link: string }[];
  createdBy: { usrName: string };
}

const contractsSent = (baseUrl: string, to: string, count = 1) => delivered(baseUrl, to, 'contract-sent', count);

describe('creating agreements', () => {
  let app: TestApp;
  let dataDir: string;
  let buyer: SignedIn;
  let seller: SignedIn;

  const buyerApi = () => as(app.baseUrl, buyer);
  const sellerApi = () => as(app.baseUrl, seller);
  const listOf = async (user: SignedIn) =>
    (await as(app.baseUrl, user)<ListRow[]>('GET', '/api/Business/GetUserAgreements')).body.data!;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'samvida-agreements-'));
    app = await createTestApp({ env: { DATA_DIR: dataDir } });
    ({ buyer, seller } = await parties(app.baseUrl));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('SendContract', () => {
    it('drafts, fills and publishes in one step and tells the counterparty', async () => {
      const sent = await sendContract(app.baseUrl, buyer, seller.phone);
      expect(sent).toMatchObject({ status: 'Proposed', duplicate: false });
      expect(sent.eventTypes).toEqual([
        'AgreementDrafted',
        'ItemAdded',
        'ItemAdded',
        'TermAdded',
        'TermAdded',
        'AgreementPublished',
      ]);
      expect((await listOf(seller)).find((row) => row.id === sent.id)).toMatchObject({
        status: 'Proposed',
        userRole: 'seller',
      });
      const [message] = await contractsSent(app.baseUrl, seller.phone);
      expect(message!.body).toMatch(/^Bina Buyer sent you the contract AG-\d{6} on Samvida/);
    });

    it('with a failing third item leaves nothing behind: no agreement, no message', async () => {
      const before = await listOf(buyer);
      const reply = await buyerApi()('POST', '/api/Business/SendContract', {
        CreatorType: 'buyer',
        ContractType: 'Sales',
        OtherPartyContactInfo: seller.phone,
        Items: [builderItem('Desk'), builderItem('Chair'), builderItem('Lamp', '10.00', { Tax: 150 })],
      });
      expect([reply.status, reply.body.message]).toEqual([400, 'Some error while adding item Lamp']);
      expect(await listOf(buyer)).toEqual(before);
      expect(await contractsSent(app.baseUrl, seller.phone)).toHaveLength(1);
    });

    it('with a failing term names the term the same way', async () => {
      const reply = await buyerApi()('POST', '/api/Business/SendContract', {
        CreatorType: 'buyer',
        ContractType: 'Sales',
        OtherPartyContactInfo: seller.phone,
        Items: [builderItem('Desk')],
        Terms: [{ TermTitle: 'Long one', TermTxt: 'x'.repeat(1001) }],
      });
      expect([reply.status, reply.body.message]).toEqual([400, 'Some error while adding item Long one']);
    });

    it('leaves out blank terms, keeps a draft with Publish false, and repeats nothing under one Idempotency-Key', async () => {
      const body = {
        CreatorType: 'seller',
        ContractType: 'Sales',
        OtherPartyContactInfo: buyer.phone,
        Items: [builderItem('Cement')],
        Terms: [
          { TermTitle: ' ', TermTxt: 'no title' },
          { TermTitle: 'Delivery', TermTxt: 'To site.' },
        ],
        PaymentTerms: [{ TermTitle: 'Advance', TermTxt: '' }],
        Publish: false,
      };
      const headers = { 'Idempotency-Key': 'send-cement-1' };
      const first = await sellerApi()<Outcome>('POST', '/api/Business/SendContract', body, headers);
      const again = await sellerApi()<Outcome>('POST', '/api/Business/SendContract', body, headers);
      expect(first.body.data).toMatchObject({
        status: 'Draft',
        eventTypes: ['AgreementDrafted', 'ItemAdded', 'TermAdded'],
        duplicate: false,
      });
      expect(again.body.data).toMatchObject({ id: first.body.data!.id, duplicate: true });
      expect((await foldStream(app, first.body.data!.id)).version).toBe(3);
    });

    it('refuses a builder role that is not of the chosen template', async () => {
      const reply = await buyerApi()('POST', '/api/Business/SendContract', {
        CreatorType: 'lender',
        ContractType: 'Rental Agreement',
        OtherPartyContactInfo: seller.phone,
      });
      expect([reply.status, reply.body.message]).toEqual([400, 'A Rental Agreement is between tenant and landlord.']);
    });
  });

  describe('an unregistered counterparty', () => {
    it('is sent the contract by SMS and joins it on verifying that phone', async () => {
      const phone = newPhone();
      const sent = await sendContract(app.baseUrl, buyer, phone);
      expect(await contractsSent(app.baseUrl, phone)).toHaveLength(1);
      expect((await listOf(buyer)).find((row) => row.id === sent.id)!.seller).toEqual({ usrId: null, usrName: null });

      const newcomer = await registerVerified(app.baseUrl, { UsrName: 'Naya Vendor', PhoneNumber: phone });
      await waitUntil(async () => (await listOf(newcomer)).some((row) => row.id === sent.id));
      expect((await listOf(newcomer)).find((row) => row.id === sent.id)).toMatchObject({
        userRole: 'seller',
        status: 'Proposed',
      });
      // The join is a reactor's command after the fact: the buyer's row shows it once projected.
      await waitUntil(async () => (await listOf(buyer)).find((row) => row.id === sent.id)!.seller.usrId !== null);
      expect((await listOf(buyer)).find((row) => row.id === sent.id)!.seller).toEqual({
        usrId: newcomer.userId,
        usrName: 'Naya Vendor',
      });

      const terms = (
        await as(app.baseUrl, newcomer)<{ id: string }[]>(
          'GET',
          `/api/Business/AgreementTermList?agreementId=${sent.id}`,
        )
      ).body.data!;
      const accepted = await as(app.baseUrl, newcomer)('POST', '/api/Business/AcceptTerm', {
        AgreementId: sent.id,
        TermId: terms[0]!.id,
      });
      expect(accepted.status).toBe(200);
    });
  });

  describe('CustomContract and the draft editors', () => {
    let agreementId: string;
    let itemId: string;
    let termId: string;

    it('drafts with the builder role deciding the side', async () => {
      const reply = await buyerApi()<Outcome>('POST', '/api/Business/CustomContract', {
        Id: 0,
        CreatorId: 'someone-else',
        CreatorType: 'tenant',
        ContractType: 'Rental Agreement',
        OtherPartyContactInfo: seller.phone,
        LDDays: 3,
        LDPercent: 1,
        Advance: 0,
        NumberOfDays: 330,
        StartDate: '2026-12-01',
        Deposit: '50000',
      });
      expect([reply.status, reply.body.message]).toEqual([201, 'Data added successfully']);
      agreementId = reply.body.data!.id;
      const detail = await buyerApi()<{
        userRole: string;
        deposite: string;
        startDate: string;
        contractDuration: number;
        status: string;
      }>('GET', `/api/Business/GetUserAgreementDetail?agreementId=${agreementId}`);
      expect(detail.body.data).toMatchObject({
        userRole: 'buyer',
        deposite: '50000.00',
        startDate: '2026-12-01',
        contractDuration: 330,
        status: 'Draft',
      });
    });

    it('adds and edits items and terms', async () => {
      const added = await buyerApi()<Outcome>('POST', '/api/Business/AddAgreementItem', {
        AgId: agreementId,
        CreatorId: 'x',
        ...builderItem('Rent', '25000'),
      });
      expect([added.status, added.body.message, added.body.data!.eventTypes]).toEqual([
        201,
        'Item Added successfully.',
        ['ItemAdded'],
      ]);
      itemId = (await buyerApi()<{ id: string }[]>('GET', `/api/Business/GetAgreementItems?agreementid=${agreementId}`))
        .body.data![0]!.id;
      const edited = await buyerApi()<Outcome>('POST', '/api/Business/AddAgreementItem', {
        AgId: agreementId,
        AgItemId: itemId,
        ...builderItem('Monthly rent', '24000'),
      });
      expect(edited.body.data!.eventTypes).toEqual(['ItemEdited']);

      const term = await buyerApi()<Outcome>('POST', '/api/Business/AddAgreementTerm', {
        TermRfpId: agreementId,
        TermTypeId: 1,
        TermTitle: 'Pets',
        TermTxt: 'No pets.',
      });
      expect([term.status, term.body.message]).toEqual([201, 'Term added.']);
      termId = (await buyerApi()<{ id: string }[]>('GET', `/api/Business/AgreementTermList?agreementId=${agreementId}`))
        .body.data![0]!.id;
      const reworded = await buyerApi()<Outcome>('POST', '/api/Business/AddAgreementTerm', {
        Id: termId,
        TermRfpId: agreementId,
        TermTitle: 'Pets',
        TermTxt: 'One cat allowed.',
      });
      expect(reworded.body.data!.eventTypes).toEqual(['TermEdited']);
    });

    it('edits the draft general terms and rates (UpdateB2CContract, UpdateAgreement, UpdateAgreementRate)', async () => {
      const b2c = await buyerApi()<Outcome>('POST', '/api/Business/UpdateB2CContract', {
        Id: agreementId,
        LDDays: 4,
        LDPercent: 1.5,
        Advance: 10,
        AgreementDuration: 300,
      });
      expect([b2c.status, b2c.body.message, b2c.body.data!.eventTypes]).toEqual([
        200,
        'Data updated successfully.',
        ['AgreementDetailsEdited'],
      ]);
      const update = await buyerApi()<Outcome>('POST', '/api/Business/UpdateAgreement', {
        Id: agreementId,
        LDDays: 5,
        LDPercent: 1.5,
        Advance: 10,
        AgreementDuration: 300,
      });
      expect(update.body.data!.eventTypes).toEqual(['AgreementDetailsEdited']);
      const rate = await buyerApi()<Outcome>('POST', '/api/Business/UpdateAgreementRate', {
        Id: 0,
        AgreementId: agreementId,
        ItemId: itemId,
        RateType: 2,
        Amount: 23500,
        CompletionDays: 30,
        ItemTax: 0,
      });
      expect(rate.body.data!.eventTypes).toEqual(['ItemEdited']);
      const item = (
        await buyerApi()<{ buyerRate: string; itemTax: string; itemTitle: string }[]>(
          'GET',
          `/api/Business/GetAgreementItems?agreementid=${agreementId}`,
        )
      ).body.data![0];
      expect(item).toMatchObject({ buyerRate: '23500.00', itemTax: '0', itemTitle: 'Monthly rent' });
    });

    it('deletes a term by its id alone, publishes, and then UpdateAgreementRate negotiates', async () => {
      const extra = await buyerApi()<Outcome>('POST', '/api/Business/AddAgreementTerm', {
        AgreementId: agreementId,
        TermTitle: 'Parking',
        TermTxt: 'One slot.',
      });
      expect(extra.status).toBe(201);
      const terms = (
        await buyerApi()<{ id: string; termTitle: string }[]>(
          'GET',
          `/api/Business/AgreementTermList?agreementId=${agreementId}`,
        )
      ).body.data!;
      const parking = terms.find((t) => t.termTitle === 'Parking')!;
      const deleted = await buyerApi()<Outcome>('DELETE', `/api/Business/DeleteAgreementTerm?termId=${parking.id}`);
      expect([deleted.status, deleted.body.message, deleted.body.data!.eventTypes]).toEqual([
        200,
        'Deleted successfully',
        ['TermRemoved'],
      ]);
      const gone = await buyerApi()('DELETE', `/api/Business/DeleteAgreementTerm?termId=${parking.id}`);
      expect(gone.status).toBe(404);
      const left = await buyerApi()<{ id: string }[]>(
        'GET',
        `/api/Business/AgreementTermList?agreementId=${agreementId}`,
      );
      expect(left.body.data!.map((term) => term.id)).toEqual(
        terms.filter((term) => term.id !== parking.id).map((term) => term.id),
      );

      const published = await buyerApi()<Outcome>('POST', '/api/Business/StartAgreement', { AgreementId: agreementId });
      expect([published.status, published.body.message, published.body.data!.status]).toEqual([
        200,
        'Status is changed successfully',
        'Proposed',
      ]);
      expect((await contractsSent(app.baseUrl, seller.phone, 2)).length).toBeGreaterThanOrEqual(2);
      // Once sent, the seller answers the buyer's rate; the buyer has no move on it (issue 11).
      const quote = { AgreementId: agreementId, ItemId: itemId, Amount: 23000, CompletionDays: 30 };
      const own = await buyerApi()<Outcome>('POST', '/api/Business/UpdateAgreementRate', quote);
      expect(own.status).toBe(409);
      const rate = await sellerApi()<Outcome>('POST', '/api/Business/UpdateAgreementRate', quote);
      expect(rate.body.data!.eventTypes).toEqual(['ItemNegotiated']);
    });
  });

  describe('ResidentialRentalContract', () => {
    it('drafts the rental with monthly items and the advance months as deposit', async () => {
      const reply = await sellerApi()<{
        id: string;
        contractType: string;
        status: string;
        userRole: string;
        deposite: string;
        contractDuration: number;
        totalValue: string;
      }>('POST', '/api/Business/ResidentialRentalContract', {
        CreatorId: seller.userId,
        CreatorType: 'landlord',
        OtherPartyContactInfo: buyer.phone,
        Rent: 25000,
        Maintainance: '1500.50',
        StartDate: '2027-01-01',
        EndDate: '2027-12-31',
        MonthCountRentAdvance: 2,
        CurrencyId: 2,
      });
      expect(reply.status).toBe(201);
      expect(reply.body.data).toMatchObject({
        contractType: 'Rental Agreement',
        status: 'Draft',
        userRole: 'seller',
        deposite: '50000.00',
        contractDuration: 365,
        totalValue: '318006.00',
      });
      const items = (
        await sellerApi()<{ itemTitle: string; itemQuantity: string; sellerRate: string }[]>(
          'GET',
          `/api/Business/GetAgreementItems?agreementid=${reply.body.data!.id}`,
        )
      ).body.data!;
      expect(items.map((i) => [i.itemTitle, i.itemQuantity, i.sellerRate])).toEqual([
        ['Monthly rent', '12', '25000.00'],
        ['Monthly maintenance', '12', '1500.50'],
      ]);
      // The months of rent as advance are on the draft as a payment term too (issue 41).
      const terms = (
        await sellerApi()<{ termTitle: string; termTxt: string; isPaymentTerm: boolean }[]>(
          'GET',
          `/api/Business/AgreementTermList?agreementId=${reply.body.data!.id}`,
        )
      ).body.data!;
      expect(terms.map((t) => [t.termTitle, t.termTxt, t.isPaymentTerm])).toEqual([
        ['Security deposit', 'The tenant pays 2 months of rent in advance as a security deposit.', true],
      ]);
    });

    it('refuses more than 24 months of rent as advance with a plain message', async () => {
      const reply = await sellerApi()('POST', '/api/Business/ResidentialRentalContract', {
        CreatorType: 'landlord',
        OtherPartyContactInfo: buyer.phone,
        Rent: 25000,
        StartDate: '2027-01-01',
        EndDate: '2027-12-31',
        MonthCountRentAdvance: 25,
      });
      expect([reply.status, reply.body.message]).toEqual([
        400,
        'Months of rent as advance must be a whole number from 0 to 24.',
      ]);
    });

    it('refuses an end date before the start', async () => {
      const reply = await sellerApi()('POST', '/api/Business/ResidentialRentalContract', {
        CreatorType: 'landlord',
        OtherPartyContactInfo: buyer.phone,
        Rent: 25000,
        StartDate: '2027-01-01',
        EndDate: '2026-12-31',
      });
      expect([reply.status, reply.body.message]).toEqual([400, 'The end date must be after the start date.']);
    });
  });

  describe('ContactLookup', () => {
    it('finds a registered counterparty by phone', async () => {
      const reply = await buyerApi()('POST', '/api/General/ContactLookup', { ContactInfo: seller.phone });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({
        usrName: 'Sunil Seller',
        email: null,
        phoneNumber: seller.phone,
        usrGstin: (await sellerApi()<{ gstin: string }>('GET', '/api/POManagerAuth/getClientInfo')).body.data!.gstin,
        usrAddress: registerBody().UsrAddress,
      });
    });

    it.each([
      ['', 400, 'Please enter counterparty email or phone number'],
      ['12345', 400, 'Contact info is not valid. It has to be a phone number or email address.'],
      ['nobody@example.in', 404, 'No user is registered with this phone number or e-mail.'],
    ])('answers %j with %i', async (contact, status, message) => {
      const reply = await buyerApi()('POST', '/api/General/ContactLookup', { ContactInfo: contact });
      expect([reply.status, reply.body.message]).toEqual([status, message]);
    });

    it('needs a signed-in user', async () => {
      expect(
        (await as(app.baseUrl, undefined)('POST', '/api/General/ContactLookup', { ContactInfo: seller.phone })).status,
      ).toBe(401);
    });
  });

  describe('term groups and attachments', () => {
    it('adds a saved term group to a draft as the caller’s terms (AddUserTermToAgreement)', async () => {
      const draft = await sendContract(app.baseUrl, seller, buyer.phone, {
        CreatorType: 'seller',
        Publish: false,
        Terms: [],
        PaymentTerms: [],
      });
      const group = await sellerApi()<{ groupId: string }>('POST', '/api/Auth/AddUserTermGroup', {
        GroupName: 'Supply terms',
        Description: 'Our usual terms',
        TypeName: 'Seller',
      });
      const file = await uploaded(app.baseUrl, seller.token, Buffer.from('Warranty card\n'), 'warranty.txt');
      for (const [title, text] of [
        ['Warranty', 'Twelve months.'],
        ['Freight', 'Paid by the buyer.'],
      ]) {
        const term = await sellerApi()('POST', '/api/Auth/AddTermInTermGroup', {
          GroupId: group.body.data!.groupId,
          TermTitle: title,
          TermTxt: text,
          AttachmentList: title === 'Warranty' ? [file.url] : [],
        });
        expect(term.status).toBe(201);
      }
      const reply = await sellerApi()<Outcome>(
        'GET',
        `/api/Business/AddUserTermToAgreement?agreementId=${draft.id}&grpId=${group.body.data!.groupId}&termType=Seller`,
      );
      expect([reply.status, reply.body.message, reply.body.data!.eventTypes]).toEqual([
        200,
        'Term added.',
        ['TermAdded', 'TermAdded'],
      ]);
      const terms = (
        await buyerApi()<{ termTitle: string; termType: string; attachments: { id: string; link: string }[] }[]>(
          'GET',
          `/api/Business/AgreementTermList?agreementId=${draft.id}&termType=seller`,
        )
      ).body.data!;
      expect(terms.map((t) => [t.termTitle, t.termType, t.attachments.length])).toEqual([
        ['Warranty', 'Seller', 1],
        ['Freight', 'Seller', 0],
      ]);
      // Added to the agreement, the file is the buyer's to read too.
      expect((await download(app.baseUrl, buyer.token, terms[0]!.attachments[0]!.link)).status).toBe(200);

      const missing = await sellerApi()(
        'GET',
        `/api/Business/AddUserTermToAgreement?agreementId=${draft.id}&grpId=00000000-0000-4000-8000-000000000000`,
      );
      expect(missing.status).toBe(404);
    });

    it('posts a remark with an attachment both parties can read; a file the author cannot read is refused', async () => {
      const sent = await sendContract(app.baseUrl, buyer, seller.phone);
      const file = await uploaded(app.baseUrl, seller.token, Buffer.from('Price list\n'), 'prices.txt');
      const reply = await sellerApi()<Outcome>('POST', '/api/Business/RemarkAgreement', {
        Id: sent.id,
        ParentId: null,
        RemarkText: 'See our price list',
        Attachments: [file.url],
      });
      expect([reply.status, reply.body.data!.eventTypes]).toEqual([200, ['RemarkAdded']]);
      const detail = await buyerApi()<{ communication: Remark[] }>(
        'GET',
        `/api/Business/GetUserAgreementDetail?agreementId=${sent.id}`,
      );
      const [remark] = detail.body.data!.communication;
      expect(remark).toMatchObject({
        description: 'See our price list',
        createdBy: { usrName: 'Sunil Seller' },
        attachments: [{ id: file.id, link: file.url }],
      });
      expect((await download(app.baseUrl, buyer.token, file.url)).status).toBe(200);

      const othersFile = await uploaded(
        app.baseUrl,
        (await registerVerified(app.baseUrl)).token,
        Buffer.from('secret\n'),
        'secret.txt',
      );
      const refused = await sellerApi()('POST', '/api/Business/RemarkAgreement', {
        AgreementId: sent.id,
        RemarkText: 'Look',
        Attachments: [othersFile.id],
      });
      expect([refused.status, refused.body.code]).toEqual([400, 'UNKNOWN_ATTACHMENT']);
    });
  });

  describe('DeleteAgreement', () => {
    it('discards a draft: it leaves the lists, its history stays', async () => {
      const draft = await sendContract(app.baseUrl, buyer, seller.phone, { Publish: false });
      const reply = await buyerApi()<Outcome>('DELETE', `/api/Business/DeleteAgreement?agreementId=${draft.id}`);
      expect([reply.status, reply.body.message, reply.body.data!.status]).toEqual([
        200,
        'Deleted successfully',
        'Discarded',
      ]);
      expect((await listOf(buyer)).some((row) => row.id === draft.id)).toBe(false);
      expect((await listOf(seller)).some((row) => row.id === draft.id)).toBe(false);
      const detail = await buyerApi()<{ status: string }>(
        'GET',
        `/api/Business/GetUserAgreementDetail?agreementId=${draft.id}`,
      );
      expect(detail.body.data!.status).toBe('Discarded');
      expect((await foldStream(app, draft.id)).state.agreement!.status).toBe('Discarded');
    });

    it('refuses to discard a proposed agreement with the machine’s reason', async () => {
      const sent = await sendContract(app.baseUrl, buyer, seller.phone);
      const reply = await buyerApi()('DELETE', `/api/Business/DeleteAgreement?agreementId=${sent.id}`);
      expect([reply.status, reply.body.message]).toEqual([
        409,
        'Discard agreement is not available to the buyer while the agreement is Proposed.',
      ]);
    });
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
