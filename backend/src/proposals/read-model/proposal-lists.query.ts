import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { statusLabel, type InviteStatus, type ProposalStatus } from '@samvida/machines';
import { Not, type Repository } from 'typeorm';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { ProposalRow } from './proposal.entity.js';
import { rfqRow, userRef } from './proposal-views.js';

interface UserInviteRecord {
  id: string;
  invite_uid: string;
  proposal_id: string;
  status: InviteStatus;
  created_on: Date;
  proposal_uid: string;
  title: string;
  proposal_status: ProposalStatus;
  owner_id: string;
}

// The dashboard's RFQ lists (accounts spec §4): own RFQs, others' open RFQs, the user's invites.
@Injectable()
export class ProposalListsQuery {
  constructor(
    @InjectRepository(ProposalRow) private readonly proposals: Repository<ProposalRow>,
    private readonly directory: UserDirectoryService,
  ) {}

  // GetUserRFQList: every RFQ the user owns, newest first; `tab` groups them as the dashboard does.
  async ownRfqs(userId: string) {
    const rows = await this.proposals.find({ where: { ownerId: userId }, order: { createdOn: 'DESC' } });
    const profiles = await this.directory.findByIds([userId]);
    return rows.map((row) => rfqRow(row, profiles));
  }

  // GetAllRFQList: other users' published RFQs that are not invite-only.
  async openRfqs(userId: string) {
    const rows = await this.proposals.find({
      where: { status: 'Active', inviteOnly: false, ownerId: Not(userId) },
      order: { createdOn: 'DESC' },
    });
    const profiles = await this.directory.findByIds(rows.map((row) => row.ownerId));
    return rows.map((row) => rfqRow(row, profiles));
  }

  // GetAllInvitesOfUser: the user's invites to published RFQs (withdrawn ones are gone).
  async invitesOf(userId: string) {
    const rows: UserInviteRecord[] = await this.proposals.query(
      `select i.id, i.invite_uid, i.proposal_id, i.status, i.created_on,
              p.proposal_uid, p.title, p.status as proposal_status, p.owner_id
         from proposal_invites i
         join proposals p on p.id = i.proposal_id
        where i.seller_id = $1 and i.invited and i.status <> 'Withdrawn' and p.status <> 'Draft'
        order by i.created_on desc`,
      [userId],
    );
    const profiles = await this.directory.findByIds(rows.map((row) => row.owner_id));
    return rows.map((row) => ({
      id: row.id,
      inviteUID: row.invite_uid,
      proposalId: row.proposal_id,
      proposalUID: row.proposal_uid,
      title: row.title,
      proposalStatus: row.proposal_status,
      raisedByUser: userRef(row.owner_id, profiles),
      status: row.status,
      statusLabel: statusLabel(row.status),
      createdOn: new Date(row.created_on).toISOString(),
    }));
  }
}
