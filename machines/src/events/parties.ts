// Who may see a stream, from its events: the membership the realtime rooms and every query check.
import type { AgreementEvent } from './agreement.events.js';
import type { RecordedEvent } from './envelope.js';
import type { ProposalEvent } from './proposal.events.js';

/** A change to who may see a stream, derived from one of its events. */
export interface PartyChange {
  userId: string;
  role: 'buyer' | 'seller' | 'owner' | 'invitee' | 'auditor';
  removed?: boolean;
}

const party = (userId: string | null, role: PartyChange['role']): PartyChange[] => (userId ? [{ userId, role }] : []);

/**
 * The party changes an event makes: the buyer and seller of a drafted agreement and a counterparty
 * who joins later, auditors granted or revoked, a proposal's owner, invited sellers with an
 * account (or once they verify the invited phone) until an invite is withdrawn, and sellers who
 * apply.
 */
export function partiesOf(event: Pick<RecordedEvent, 'type' | 'data'>): PartyChange[] {
  const e = event as AgreementEvent | ProposalEvent;
  switch (e.type) {
    case 'AgreementDrafted':
      return [...party(e.data.parties.buyerId, 'buyer'), ...party(e.data.parties.sellerId, 'seller')];
    case 'CounterpartyJoined':
      return party(e.data.userId, e.data.by);
    case 'AuditorAccessGranted':
      return party(e.data.auditorId, 'auditor');
    case 'AuditorAccessRevoked':
      return [{ userId: e.data.auditorId, role: 'auditor', removed: true }];
    case 'ProposalDrafted':
      return party(e.data.userId, 'owner');
    case 'SellerInvited':
      return party(e.data.sellerId, 'invitee');
    case 'InviteAttached':
      return party(e.data.userId, 'invitee');
    // A pending invite's seller has not applied, so withdrawing it ends their membership.
    case 'InviteWithdrawn':
      return e.data.sellerId ? [{ userId: e.data.sellerId, role: 'invitee', removed: true }] : [];
    case 'ProposalResponded':
      return party(e.data.userId, 'seller');
    default:
      return [];
  }
}
