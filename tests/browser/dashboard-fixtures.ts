// Negotiation read models as the Business endpoints will serve them; those endpoints belong to the
// negotiation backend, which comes later, so the dashboard's own logic is exercised with these.
import type { BrowserContext, Route } from 'playwright-core';
import { DEMO_BUYER } from './browser-harness.js';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export function fixtures(userId: string) {
  const me = { usrId: userId, usrName: DEMO_BUYER.name };
  const seller = { usrId: 'seller-1', usrName: 'Kaveri Traders' };
  const agreement = (id: string, status: string, totalValue: string, createdOn: string, proposalId = 0) => ({
    id,
    agreementUID: `AG-${id}`,
    contractType: 'Sales',
    status,
    createdOn,
    proposalId,
    creator: me,
    buyer: me,
    seller,
    totalValue,
  });
  return {
    agreements: [
      agreement('101', 'Draft', '15000.00', daysAgo(2), 7),
      agreement('102', 'Draft', '2500.50', daysAgo(3)),
      agreement('103', 'Waiting for Seller', '120000.00', daysAgo(40)),
      agreement('104', 'Active', '845000.75', daysAgo(70)),
      agreement('105', 'Expired', '9999.00', daysAgo(400)),
    ],
    report: {
      totalSellerContractAmount: '0.00',
      totalSellerInvoiceAmount: '0.00',
      totalSellerInvoiceAmountCleared: '0.00',
      totalBuyerContractAmount: '992500.25',
      totalBuyerInvoiceAmount: '300000.00',
      totalBuyerInvoiceAmountCleared: '125000.00',
      totalCashIn: '0.00',
      totalCashOut: '125000.00',
    },
    attention: ['104'],
    userRfqs: [
      { id: 'r1', proposalUID: 'RFQ-1', proposalStatus: 'Draft', createdOn: daysAgo(1), owner: me, inviteOnly: false },
      { id: 'r2', proposalUID: 'RFQ-2', proposalStatus: 'Active', createdOn: daysAgo(5), owner: me, inviteOnly: true },
      {
        id: 'r3',
        proposalUID: 'RFQ-3',
        proposalStatus: 'Closed',
        createdOn: daysAgo(50),
        owner: me,
        inviteOnly: false,
      },
    ],
    openRfqs: [
      {
        id: 'r9',
        proposalUID: 'RFQ-9',
        proposalStatus: 'Active',
        createdOn: daysAgo(4),
        owner: seller,
        inviteOnly: false,
      },
    ],
    invites: [
      { id: 'i1', inviteUID: 'INV-1', raisedByUser: seller },
      { id: 'i2', inviteUID: 'INV-2', raisedByUser: seller },
    ],
  };
}

export type Fixtures = ReturnType<typeof fixtures>;

/** Serves the Business endpoints from fixtures; `state.agreements` may change between calls. */
export async function serveBusiness(context: BrowserContext, state: Fixtures, calls: string[]): Promise<void> {
  const reply = (route: Route, data: unknown, status = 200) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify(status === 200 ? { status: 1, data } : { status: 0, message: data }),
    });
  await context.route('**/api/Business/**', (route) => {
    const url = new URL(route.request().url());
    const name = url.pathname.split('/').pop()!;
    calls.push(name);
    switch (name) {
      case 'GetUserAgreements':
        return reply(route, state.agreements);
      case 'ClientReport':
        return reply(route, state.report);
      case 'ActiveTxnNoteAgList':
        return reply(route, state.attention);
      case 'GetUserRFQList':
        return reply(route, state.userRfqs);
      case 'GetAllRFQList':
        return reply(route, state.openRfqs);
      case 'GetAllInvitesOfUser':
        return reply(route, state.invites);
      case 'GetProposalFromInvite':
        return url.searchParams.get('inviteId') === 'i1'
          ? reply(route, { id: 'r77', proposalUID: 'RFQ-77' })
          : reply(route, 'Invite not found', 404);
      default:
        return reply(route, 'Unknown', 404);
    }
  });
}
