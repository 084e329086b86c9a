import { rfqListTab } from '@samvida/machines';
import type { RfqRow } from '../api/rfqs';

// The user's own RFQs by tab: Draft, Active, and Closed/Completed/Expired as User Completed (spec §4).
export function groupOwnRfqs(rows: readonly RfqRow[]) {
  const inTab = (tab: ReturnType<typeof rfqListTab>) => rows.filter((row) => rfqListTab(row.proposalStatus) === tab);
  return { draft: inTab('Draft'), active: inTab('Active'), completed: inTab('User Completed') };
}

export const proposalTarget = (row: Pick<RfqRow, 'id'>, screen: '/DetailProposal' | '/ApplyRFQ') =>
  `${screen}?id=${encodeURIComponent(String(row.id))}`;
