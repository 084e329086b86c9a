// What an e-invoice will carry is refused where it is entered, with a plain message and nothing
// changed: a GSTIN holder's address without a PIN code in its state, a legal name under 3
// characters, an HSN/SAC code of the wrong shape or outside the master, a title the product
// description cannot be, a unit that is not a GST UQC. `GET api/Lookups/Hsn` describes a code.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { E_INVOICE_INPUT_MESSAGES as E, HOUSE_MESSAGES as H } from '@samvida/machines';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import {
  addressIn,
  countRows,
  gstinOf,
  registerBody,
  registerVerified,
  type SignedIn,
} from '../accounts/support/accounts.js';
import { as, builderItem, sendContract } from './support/agreements.js';

describe('e-invoice inputs are checked where they are entered', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    [buyer, seller] = await Promise.all([
      registerVerified(app.baseUrl, { UsrName: 'Bina Buyer' }),
      registerVerified(app.baseUrl, { UsrName: 'Sunil Seller' }),
    ]);
  });
  afterAll(() => app.close());

  const refusedWith = (reply: { status: number; body: { message?: string; errors?: Record<string, string[]> } }) => [
    reply.status,
    reply.body.message,
    reply.body.errors,
  ];

  describe('the parties', () => {
    const register = (overrides: Record<string, unknown>) =>
      call(app.baseUrl, 'POST', '/api/Auth/Register', { body: registerBody(overrides) });

    it('refuses a registration whose GSTIN has no PIN in its address, one in another state, or a name under 3 characters', async () => {
      const before = await countRows(app.db.url, 'users');
      expect(refusedWith(await register({ UsrAddress: '12, MG Road, Pune' }))).toEqual([
        400,
        E.pinMissing,
        { UsrAddress: [E.pinMissing] },
      ]);
      expect(refusedWith(await register({ UsrAddress: addressIn('29') }))).toEqual([
        400,
        E.pinOutsideState,
        { UsrAddress: [E.pinOutsideState] },
      ]);
      expect(refusedWith(await register({ UsrName: 'Om' }))).toEqual([
        400,
        E.nameTooShort,
        { UsrName: [E.nameTooShort] },
      ]);
      expect(await countRows(app.db.url, 'users')).toBe(before);
    });

    it('refuses a profile address without a PIN, or a GSTIN of a state the stored address is not in', async () => {
      const update = (fields: Record<string, unknown>) =>
        call<{ address: string | null; gstin: string | null }>(app.baseUrl, 'POST', '/api/Auth/UserEmpCompanyUpdate', {
          token: seller.token,
          body: {
            Id: seller.userId,
            Name: 'Sunil Seller',
            Email: 'sunil@example.in',
            UserTermAccepted: true,
            ...fields,
          },
        });
      const profile = async () =>
        (
          await call<{ address: string; gstin: string }>(app.baseUrl, 'GET', '/api/Auth/GetUserDetails', {
            token: seller.token,
          })
        ).body.data!;
      const stored = await profile();
      expect(refusedWith(await update({ Address: 'Shop 4, Camp, Pune' }))).toEqual([
        400,
        E.pinMissing,
        { Address: [E.pinMissing] },
      ]);
      const pan = stored.gstin.slice(2, 12);
      expect(refusedWith(await update({ Gstin: gstinOf('29', pan) }))).toEqual([
        400,
        E.pinOutsideState,
        { Gstin: [E.pinOutsideState] },
      ]);
      expect(await profile()).toMatchObject({ address: stored.address, gstin: stored.gstin });
      // Both moved together is accepted.
      const moved = await update({ Gstin: gstinOf('29', pan), Address: addressIn('29') });
      expect([moved.status, moved.body.data?.gstin]).toEqual([200, gstinOf('29', pan)]);
      expect((await profile()).address).toBe(addressIn('29'));
    });
  });

  describe('items', () => {
    const itemsOf = async (agreementId: string) =>
      (await as(app.baseUrl, buyer)<unknown[]>('GET', `/api/Business/GetAgreementItems?agreementid=${agreementId}`))
        .body.data!;

    it('refuses a bad code, title or unit on AddAgreementItem and SendContract, and adds nothing', async () => {
      const { id } = await sendContract(app.baseUrl, buyer, seller.phone, { Publish: false });
      const before = await itemsOf(id);
      const add = (overrides: Record<string, unknown>) =>
        as(app.baseUrl, buyer)('POST', '/api/Business/AddAgreementItem', {
          AgId: id,
          ...builderItem('Printer'),
          ...overrides,
        });
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ItemCode: '25' }, 'ItemCode', E.hsnInvalid],
        [{ ItemCode: 'ABC-123' }, 'ItemCode', E.hsnInvalid],
        [{ ItemCode: '7777' }, 'ItemCode', E.hsnUnknown],
        // Accepted by its chapter before the tariff items were shipped; no item of the master.
        [{ ItemCode: '25990000' }, 'ItemCode', E.hsnUnknown],
        [{ ItemCode: '999999' }, 'ItemCode', E.sacUnknown],
        [{ ItemTitle: 'TV' }, 'ItemTitle', E.titleTooShort],
        [{ ItemTitle: 'Sony 42" TV' }, 'ItemTitle', E.doubleQuote],
        [{ UnitId: 'XYZ' }, 'UnitId', H.unitInvalid],
      ];
      for (const [overrides, field, message] of cases) {
        const reply = await add(overrides);
        expect([overrides, ...refusedWith(reply)]).toEqual([overrides, 400, message, { [field]: [message] }]);
      }
      const sent = await as(app.baseUrl, buyer)('POST', '/api/Business/SendContract', {
        CreatorType: 'buyer',
        ContractType: 'Sales',
        OtherPartyContactInfo: seller.phone,
        NumberOfDays: 30,
        Items: [builderItem('TV')],
      });
      expect(sent.status).toBe(400);
      expect(await itemsOf(id)).toEqual(before);

      // A SAC of the master, written with spaces, and a unit named by its UQC are taken.
      const taken = await add({ ItemTitle: 'Printer servicing', ItemCode: '9987 12', UnitId: 'PCS' });
      expect(taken.status).toBe(201);
      expect(await itemsOf(id)).toContainEqual(
        expect.objectContaining({ itemTitle: 'Printer servicing', itemHsnCsnUin: '998712', unit: '2', problems: [] }),
      );
      // So is a tariff item of a chapter the package's file writes with 7 digits (01-09).
      expect((await add({ ItemTitle: 'Green tea', ItemCode: '0902.10.10' })).status).toBe(201);
      expect(await itemsOf(id)).toContainEqual(
        expect.objectContaining({ itemTitle: 'Green tea', itemHsnCsnUin: '09021010', problems: [] }),
      );
    });

    it('refuses a bad code on an RFQ item and a catalogue item', async () => {
      const rfq = await as(app.baseUrl, buyer)<{ id: string }>('POST', '/api/Business/SaveRFQ', { Title: 'Laptops' });
      const item = await as(app.baseUrl, buyer)('POST', '/api/Business/AddRFQItem', {
        ProposalId: rfq.body.data!.id,
        ItemTitle: 'Laptop',
        ItemHsnCsnUin: '84',
        ItemQuantity: 2,
        Unit: 'PCS',
      });
      expect(refusedWith(item)).toEqual([400, E.hsnInvalid, { ItemHsnCsnUin: [E.hsnInvalid] }]);
      const catalogue = await call(app.baseUrl, 'POST', '/api/Auth/AddCatalogItem', {
        token: seller.token,
        body: {
          AddRequest: {
            ItemTypeId: 1,
            ItemTitle: 'Cement',
            ItemHsnCsnUin: '9954',
            ItemRateUnitId: 2,
            ItemSellingUnitId: 17,
          },
          AddAttachmentRequest: [],
        },
      });
      expect(refusedWith(catalogue)).toEqual([400, E.sacInvalid, { 'AddRequest.ItemHsnCsnUin': [E.sacInvalid] }]);
    });
  });

  describe('GET api/Lookups/Hsn', () => {
    const lookup = (code: string) => call(app.baseUrl, 'GET', `/api/Lookups/Hsn?code=${encodeURIComponent(code)}`);

    it('describes a SAC by its master entry, an HSN tariff item by its own and a heading within its chapter', async () => {
      expect((await lookup('998314')).body.data).toEqual({
        code: '998314',
        kind: 'SAC',
        description: 'Information technology design and development services',
      });
      const described = async (code: string) => {
        const reply = await lookup(code);
        return [reply.status, reply.body.data];
      };
      expect(await described('8471.30.10')).toEqual([
        200,
        {
          code: '84713010',
          kind: 'HSN',
          description: expect.stringMatching(/^AUTOMATIC DATA PROCESSING MACHINES .* A DISPLAY: PERSONAL COMPUTER$/),
        },
      ]);
      expect(await described('8471.30')).toEqual([
        200,
        {
          code: '847130',
          kind: 'HSN',
          // The words its two items share, shortened in the middle.
          description:
            'Chapter 84 (Nuclear reactors, boilers, machinery and mechanical appliances; parts thereof): AUTOMATIC DATA PROCESSING MACHINES AND UNITS THEREOF; MAGNETIC OR OPTICAL READERS, MACHINES FOR … AUTOMATIC DATA PROCESSING MACHINES, WEIGHING NOT MORE THAN 10 KG, CONSISTING OF AT LEAST A CENTRAL PROCESSING UNIT, A KEYBOARD AND A DISPLAY',
        },
      ]);
      expect(await described('2523')).toEqual([
        200,
        {
          code: '2523',
          kind: 'HSN',
          description:
            'Chapter 25 (Salt; sulphur; earths and stone; plastering materials, lime and cement): PORTLAND CEMENT, ALUMINOUS CEMENT, SLAG CEMENT, SUPERSULPHATE CEMENT AND SIMILAR HYDRAULIC CEMENTS, WHETHER OR NOT COLOURED OR IN THE FORM OF CLINKERS',
        },
      ]);
      // Chapters 01-09 are 7-digit numbers in the package's file: green tea of chapter 09.
      expect(await described('0902 10 10')).toEqual([
        200,
        {
          code: '09021010',
          kind: 'HSN',
          description:
            'TEA, WHETHER OR NOT FLAVOURED GREEN TEA (NOT FERMENTED) IN IMMEDIATE PACKINGS OF A CONTENT NOT EXCEEDING 3 KG: CONTENT NOT EXCEEDING 25 G .',
        },
      ]);
      // An item whose own text says too little is told after its chapter ("Other" fish, fresh).
      expect(await described('03028990')).toEqual([
        200,
        {
          code: '03028990',
          kind: 'HSN',
          description: 'Chapter 03: Fish and crustaceans, molluscs and other aquatic invertebrates: OTHER',
        },
      ]);
      // A code of the 2022 tariff the master lacks, under a heading it has: taken, with a caution.
      expect(await described('8517.13.00')).toEqual([
        200,
        {
          code: '85171300',
          kind: 'HSN',
          description: expect.stringMatching(/^Chapter 85\b.*\. 85171300 itself is not in the master/),
        },
      ]);
      // The master has no items of chapters 97 and 98: their codes are checked by the chapter alone.
      expect(await described('97011010')).toEqual([
        200,
        { code: '97011010', kind: 'HSN', description: "Chapter 97: Works of art, collectors' pieces and antiques" },
      ]);
    });

    it('refuses a code it cannot describe with the message the forms show, and a code too long', async () => {
      expect(refusedWith(await lookup('25'))).toEqual([400, E.hsnInvalid, { code: [E.hsnInvalid] }]);
      // An unknown chapter, and codes of a real chapter that are no tariff item or heading of the master.
      for (const code of ['7777', '25990000', '259900', '2599'])
        expect([code, ...refusedWith(await lookup(code))]).toEqual([code, 400, E.hsnUnknown, { code: [E.hsnUnknown] }]);
      expect((await lookup('9'.repeat(51))).body.message).toBe(H.codeTooLong);
      expect((await lookup('')).status).toBe(400);
    });
  });
});
