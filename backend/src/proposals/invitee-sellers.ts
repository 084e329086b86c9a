import { Injectable } from '@nestjs/common';
import { invitesSelf, type Actor } from '@samvida/machines';
import { UserDirectoryService } from '../accounts/user-directory.service.js';
import { ProposalsError } from './proposals.errors.js';

// The account an invited phone belongs to (shared by SendInvite and SendBulkInvite).
@Injectable()
export class InviteeSellers {
  constructor(private readonly directory: UserDirectoryService) {}

  // The account holding `phone`, if any; an owner cannot invite themselves.
  async sellerOf(phone: string, actor: Actor): Promise<string | null> {
    const seller = await this.directory.findByContact(phone);
    if (seller && invitesSelf(actor.userId, seller.usrId)) throw new ProposalsError('CANNOT_INVITE_SELF');
    return seller?.usrId ?? null;
  }
}
