// How statuses read on screen.

const LABELS: Readonly<Record<string, string>> = {
  'Waiting for Seller': 'Seller Action Pending',
  'Waiting for Buyer': 'Buyer Action Pending',
  pending: 'Pending',
  rejected: 'Rejected',
  accepted: 'Auto-accepted',
};

/**
 * The label the screens show for a status: 'Seller Action Pending' for Waiting for Seller,
 * 'Buyer Action Pending' for Waiting for Buyer, Pending/Rejected for the lower-case item and term
 * statuses, 'Auto-accepted' for an accepted RFQ term; any other status shows as it is.
 */
export const statusLabel = (status: string): string => LABELS[status] ?? status;
