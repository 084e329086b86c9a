import { agreementRoute, dashboardTab, isFinished } from '@samvida/machines';
import type { AgreementRow } from '../api/agreements';

// Where a row opens (spec §2 row actions, rule from @samvida/machines): drafts from an RFQ in
// the seller draft editor, other drafts in the consumer one, active contracts in the contract
// detail, the rest in the agreement detail. The id travels in the query string.
export function agreementTarget(row: AgreementRow): string {
  // Proposal ids are uuids: any id at all means the draft came from an RFQ.
  const route = agreementRoute(row.status, !!row.proposalId) ?? '/DetailAgreement';
  return `${route}?id=${encodeURIComponent(String(row.id))}`;
}

// Drafts and expired agreements may be deleted (discarded; the history stays).
export function canDiscard(row: AgreementRow): boolean {
  const tab = dashboardTab(row.status);
  return tab === 'Draft' || tab === 'Expired';
}

// A party (not an auditor) may move a finished contract to their own archive.
export const canArchive = (row: AgreementRow): boolean =>
  isFinished(row.status) && (row.userRole === 'buyer' || row.userRole === 'seller');
