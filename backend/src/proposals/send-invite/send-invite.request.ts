import { EntityId } from '@samvida/machines';
import { z } from 'zod';
import { InviteePhone } from '../../common/indian-mobile.js';

// POST api/Business/SendInvite {PhoneNumber, ProposalId}.
export const SendInviteRequest = z.object({ ProposalId: EntityId, PhoneNumber: InviteePhone });
export type SendInviteRequest = z.output<typeof SendInviteRequest>;
