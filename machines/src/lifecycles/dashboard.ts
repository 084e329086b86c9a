// The dashboard's grouping of agreements and RFQs (accounts spec §4) and where a row opens.
import type { AgreementStatus } from './agreement.machine.js';
import type { ItemStatus } from './item.machine.js';
import type { ProposalStatus } from './proposal.machine.js';
import type { TermStatus } from './term.machine.js';

export const DASHBOARD_TABS = ['Draft', 'Proposed', 'Active', 'Expired'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const TAB_OF: Record<AgreementStatus, DashboardTab | null> = {
  Draft: 'Draft',
  Proposed: 'Proposed',
  'Waiting for Seller': 'Proposed',
  'Waiting for Buyer': 'Proposed',
  Accepted: 'Proposed',
  Active: 'Active',
  Closed: 'Expired',
  Expired: 'Expired',
  Completed: 'Expired',
  Rejected: 'Expired',
  // A discarded agreement is deleted from the lists; only its history remains.
  Discarded: null,
};

/** Agreements in force or done: they count towards what a user has contracted; drafts and proposals do not. */
export const CONTRACTED_STATUSES: readonly AgreementStatus[] = ['Active', 'Completed', 'Closed'];

/** Item statuses that mean both parties agreed the item (accepted, or carried into a started contract). */
export const AGREED_ITEM_STATUSES: readonly ItemStatus[] = ['Accepted', 'Active'];

/** Term statuses that mean both parties agreed the term (a started contract keeps its terms Accepted). */
export const AGREED_TERM_STATUSES: readonly TermStatus[] = ['Accepted'];

/** The Contract Status tab an agreement appears under, or null when it is listed nowhere. */
export const dashboardTab = (status: AgreementStatus): DashboardTab | null => TAB_OF[status];

/** Groups rows by {@link dashboardTab}, keeping their order. */
export function groupByDashboardTab<T>(
  rows: readonly T[],
  statusOf: (row: T) => AgreementStatus,
): Record<DashboardTab, T[]> {
  const groups: Record<DashboardTab, T[]> = { Draft: [], Proposed: [], Active: [], Expired: [] };
  for (const row of rows) {
    const tab = dashboardTab(statusOf(row));
    if (tab) groups[tab].push(row);
  }
  return groups;
}

/** The tab the dashboard opens on: the first that has rows, so it never opens on an empty one needlessly. */
export const openingTab = (groups: Record<DashboardTab, readonly unknown[]>): DashboardTab =>
  DASHBOARD_TABS.find((tab) => groups[tab].length > 0) ?? 'Draft';

/** The screen an agreement row opens: drafts by origin, active contracts, and the rest. */
export function agreementRoute(status: AgreementStatus, fromProposal: boolean): string | null {
  const tab = dashboardTab(status);
  if (tab === 'Draft') return fromProposal ? '/draftAgreement' : '/draftD2C';
  if (tab === 'Active') return '/DetailContract';
  return tab ? '/DetailAgreement' : null;
}

export type RfqListTab = 'Draft' | 'Active' | 'User Completed';

/** The tab of the user's own RFQs: Closed, Completed and Expired show as User Completed. */
export const rfqListTab = (status: ProposalStatus): RfqListTab =>
  status === 'Draft' || status === 'Active' ? status : 'User Completed';
