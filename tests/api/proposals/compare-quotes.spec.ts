// Two invited sellers answer through the agreements feature's SaveAgreement; the owner lists the
// responses, compares the quotes side by side (exact amounts, lowest marked) and searches vendors.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { activeRfq, quoteRow, ok, type Rfq } from './support/proposals.js';

describe('proposals: responses, quote comparison and vendor search', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let sellerA: SignedIn;
  let sellerB: SignedIn;
  let other: SignedIn;
  let rfq: Rfq;
  const agreements: Record<string, string> = {};
  const url = (path: string) => `/api/Business/${path}`;

  beforeAll(async () => {
    app = await createTestApp();
    buyer = await registerVerified(app.baseUrl, { UsrName: 'Asha Verma' });
    sellerA = await registerVerified(app.baseUrl, { UsrName: 'Anil Electronics' });
    sellerB = await registerVerified(app.baseUrl, { UsrName: 'Bharat Computers' });
    other = await registerVerified(app.baseUrl, { UsrName: 'Chitra Stores' });
    rfq = await activeRfq(app.baseUrl, buyer);
    for (const seller of [sellerA, sellerB]) {
      await ok(
        app.baseUrl,
        'POST',
        url('SendInvite'),
        buyer,
        { ProposalId: rfq.proposalId, PhoneNumber: seller.phone },
        201,
      );
    }
    const [laptop, mouse, bag] = rfq.itemIds as [string, string, string];
    const answers: [SignedIn, unknown[]][] = [
      [sellerA, [quoteRow(laptop, '45000.50', '18'), quoteRow(mouse, '450', '18'), quoteRow(bag, '1200', '12')]],
      // A lower laptop rate with a higher tax, and no rate for the bag.
      [sellerB, [quoteRow(laptop, '44999.99', '28'), quoteRow(mouse, '449.99', '18'), quoteRow(bag, '0', '12')]],
    ];
    for (const [seller, SellerRates] of answers) {
      const saved = await ok<{ id: string }>(
        app.baseUrl,
        'POST',
        url('SaveAgreement'),
        seller,
        { ProposalId: rfq.proposalId, Advance: 10, SellerRates },
        201,
      );
      agreements[seller.userId] = saved.id;
    }
  });
  afterAll(() => app.close());

  it('lists both responses for the owner and only their own for a seller', async () => {
    const responses = await ok<Record<string, unknown>[]>(
      app.baseUrl,
      'GET',
      url(`GetAllResponseOfProposal?proposalId=${rfq.proposalId}`),
      buyer,
    );
    expect(responses).toEqual([
      expect.objectContaining({
        agreementId: agreements[sellerA.userId],
        buyer: { usrId: buyer.userId, usrName: 'Asha Verma' },
        seller: { usrId: sellerA.userId, usrName: 'Anil Electronics' },
        status: 'Active',
        advancePercent: '10',
        quotedTotal: '558392.90',
        itemsQuoted: 3,
      }),
      expect.objectContaining({
        seller: { usrId: sellerB.userId, usrName: 'Bharat Computers' },
        quotedTotal: '589274.58',
        itemsQuoted: 2,
      }),
    ]);
    const own = await ok<{ seller: { usrId: string } }[]>(
      app.baseUrl,
      'GET',
      url(`GetAllResponseOfProposal?proposalId=${rfq.proposalId}`),
      sellerB,
    );
    expect(own.map((row) => row.seller.usrId)).toEqual([sellerB.userId]);
    const invites = await ok<{ status: string }[]>(
      app.baseUrl,
      'GET',
      url(`GetAllInvitesOfProposal?proposalId=${rfq.proposalId}`),
      buyer,
    );
    expect(invites.map((invite) => invite.status)).toEqual(['Active', 'Active']);
  });

  it('compares every quote per item with exact totals and marks the lowest', async () => {
    const comparison = await ok<{
      responses: unknown[];
      items: { itemTitle: string; quotes: Record<string, unknown>[] }[];
    }>(app.baseUrl, 'GET', url(`CompareQuotes?proposalId=${rfq.proposalId}`), buyer);
    expect(comparison.responses).toEqual([
      {
        responseId: expect.any(String),
        agreementId: agreements[sellerA.userId],
        seller: { usrId: sellerA.userId, usrName: 'Anil Electronics' },
        advancePercent: '10',
        itemsQuoted: 3,
        total: '558392.90',
      },
      {
        responseId: expect.any(String),
        agreementId: agreements[sellerB.userId],
        seller: { usrId: sellerB.userId, usrName: 'Bharat Computers' },
        advancePercent: '10',
        itemsQuoted: 2,
        total: '589274.58',
      },
    ]);
    const summary = comparison.items.map((item) => [
      item.itemTitle,
      item.quotes.map((quote) => [
        (quote.seller as { usrName: string }).usrName,
        quote.rate,
        quote.net,
        quote.tax,
        quote.total,
        quote.lowest,
      ]),
    ]);
    expect(summary).toEqual([
      [
        'Laptop 14 inch',
        [
          // The lowest rate is not the lowest price once tax is added.
          ['Anil Electronics', '45000.50', '450005.00', '81000.90', '531005.90', true],
          ['Bharat Computers', '44999.99', '449999.90', '125999.97', '575999.87', false],
        ],
      ],
      [
        'Wireless mouse',
        [
          ['Anil Electronics', '450.00', '11250.00', '2025.00', '13275.00', false],
          ['Bharat Computers', '449.99', '11249.75', '2024.96', '13274.71', true],
        ],
      ],
      ['Laptop bag', [['Anil Electronics', '1200.00', '12600.00', '1512.00', '14112.00', true]]],
    ]);
    expect(comparison.items[0]!.quotes[0]).toMatchObject({
      taxPercent: '18',
      completionDays: 20,
      currency: '2',
      unit: '1',
    });
  });

  it('finds vendors by the RFQ item titles, a title query or a phone number', async () => {
    const byItems = await ok<Record<string, unknown>[]>(
      app.baseUrl,
      'GET',
      url(`SearchVendor?proposalId=${rfq.proposalId}`),
      buyer,
    );
    expect(byItems).toEqual([
      {
        usrId: sellerA.userId,
        usrName: 'Anil Electronics',
        phoneNumber: sellerA.phone,
        matchedItems: ['Laptop 14 inch', 'Laptop bag', 'Wireless mouse'],
        sources: ['past-response'],
        invited: true,
      },
      {
        usrId: sellerB.userId,
        usrName: 'Bharat Computers',
        phoneNumber: sellerB.phone,
        matchedItems: ['Laptop 14 inch', 'Wireless mouse'],
        sources: ['past-response'],
        invited: true,
      },
    ]);
    const byTitle = await ok<{ usrId: string }[]>(
      app.baseUrl,
      'GET',
      url(`SearchVendor?proposalId=${rfq.proposalId}&q=BAG`),
      buyer,
    );
    expect(byTitle.map((vendor) => vendor.usrId)).toEqual([sellerA.userId]);
    const byPhone = await ok<Record<string, unknown>[]>(
      app.baseUrl,
      'GET',
      url(`SearchVendor?proposalId=${rfq.proposalId}&q=${encodeURIComponent(other.phone)}`),
      buyer,
    );
    expect(byPhone).toEqual([
      {
        usrId: other.userId,
        usrName: 'Chitra Stores',
        phoneNumber: other.phone,
        matchedItems: [],
        sources: ['contact'],
        invited: false,
      },
    ]);
    const nothing = await ok<unknown[]>(
      app.baseUrl,
      'GET',
      url(`SearchVendor?proposalId=${rfq.proposalId}&q=${encodeURIComponent('%')}`),
      buyer,
    );
    expect(nothing).toEqual([]);
  });

  it('keeps the comparison from sellers', async () => {
    const response = await call(app.baseUrl, 'GET', url(`CompareQuotes?proposalId=${rfq.proposalId}`), {
      token: sellerA.token,
    });
    expect([response.status, response.body.code]).toEqual([403, 'OWNER_ONLY']);
  });
});
