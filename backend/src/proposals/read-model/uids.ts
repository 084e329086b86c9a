// Display numbers of RFQs and invites, derived from their uuids so a rebuild gives the same ones.
const shortOf = (id: string): string => id.slice(0, 8).toUpperCase();

export const proposalUidOf = (proposalId: string): string => `RFQ-${shortOf(proposalId)}`;

export const inviteUidOf = (inviteId: string): string => `INV-${shortOf(inviteId)}`;
