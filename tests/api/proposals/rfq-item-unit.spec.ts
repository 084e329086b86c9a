// Issue 36: AddRFQItem stored any text as the unit ("NaN", SQL-like text, 999). A unit must be on
// the unit list, by id or name; anything else is refused with a plain message and appends nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HOUSE_MESSAGES, UNITS } from '@samvida/machines';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { draftRfq, ok, versionOf, type Rfq } from './support/proposals.js';

describe('proposals: the unit of an RFQ item', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let rfq: Rfq;

  beforeAll(async () => {
    app = await createTestApp();
    buyer = await registerVerified(app.baseUrl, { UsrName: 'Asha Verma' });
    rfq = await draftRfq(app.baseUrl, buyer, { items: 0, terms: 0 });
  });
  afterAll(() => app.close());

  const addItem = (Unit: unknown) =>
    call<{ itemId: string }>(app.baseUrl, 'POST', '/api/Business/AddRFQItem', {
      token: buyer.token,
      body: { ProposalId: rfq.proposalId, ItemTitle: 'Cement bags', ItemQuantity: 40, Unit },
    });
  const units = async () =>
    (
      await ok<{ itemId: string; unit: string }[]>(
        app.baseUrl,
        'GET',
        `/api/Business/RFQItemListForBuyer?proposalId=${rfq.proposalId}`,
        buyer,
      )
    ).map((item) => item.unit);

  it.each([['NaN'], ["1'; drop table units; --"], [999], ['999'], [0], [''], ['Bags of cement'], [null], [1.5]])(
    'refuses the unit %j with a plain message and records nothing',
    async (unit) => {
      const before = await versionOf(app, rfq.proposalId);
      const reply = await addItem(unit);
      expect([reply.status, reply.body.message]).toEqual([400, HOUSE_MESSAGES.unitInvalid]);
      expect(reply.body.errors).toEqual({ Unit: [HOUSE_MESSAGES.unitInvalid] });
      expect(await versionOf(app, rfq.proposalId)).toBe(before);
    },
  );

  it('keeps a unit of the list, given by id or by name, as its id', async () => {
    const before = await units();
    for (const unit of [17, '3', 'kilogram', ' Bag ']) expect((await addItem(unit)).status).toBe(201);
    expect((await units()).slice(before.length)).toEqual(['17', '3', '3', '17']);
  });

  it('accepts exactly the units the lookups serve (GET api/General/UnitList)', async () => {
    const served = await call<{ id: number; typeValue: string }[]>(app.baseUrl, 'GET', '/api/General/UnitList', {
      token: buyer.token,
    });
    expect(served.body.data!.map(({ id, typeValue }) => ({ id, typeValue }))).toEqual(UNITS);
  });
});
