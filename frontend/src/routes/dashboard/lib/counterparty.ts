import type { AgreementRow } from '../api/agreements';

// The other party's name: the seller when the user buys, else the buyer.
export function counterpartyName(row: AgreementRow, userId: string | null): string {
  const iAmBuyer = row.userRole
    ? row.userRole === 'buyer'
    : row.buyer?.usrId != null && String(row.buyer.usrId) === userId;
  return (iAmBuyer ? row.seller?.usrName : row.buyer?.usrName) ?? '—';
}
