import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { RemindersModule } from '../reminders/reminders.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AddRfqTermHandler } from './add-rfq-term/add-rfq-term.handler.js';
import { AttachInvitesReactor } from './reactions/attach-invites.reactor.js';
import { AwardLinesHandler } from './award-lines/award-lines.handler.js';
import { AwardNoticeReactor } from './award-lines/award-notice.reactor.js';
import { AwardNotAppliedNoticeReactor } from './award-lines/award-not-applied-notice.reactor.js';
import { NarrowDraftsReactor } from './award-lines/narrow-drafts.reactor.js';
import { CompareQuotesQuery } from './compare-quotes/compare-quotes.query.js';
import { DeleteInviteHandler } from './delete-invite/delete-invite.handler.js';
import { InvitationSmsReactor } from './reactions/invitation-sms.reactor.js';
import { InviteeSellers } from './invitee-sellers.js';
import { OwnerCommandHandler } from './owner-command/owner-command.handler.js';
import { ProposalAccess } from './proposal-access.js';
import { ProposalInvitesController } from './proposal-invites.controller.js';
import { ProposalStream } from './proposal-stream.js';
import { ProposalsController } from './proposals.controller.js';
import { ProposalDetailQuery } from './read-model/proposal-detail.query.js';
import { ProposalInviteRow } from './read-model/proposal-invite.entity.js';
import { ProposalInvitesQuery } from './read-model/proposal-invites.query.js';
import { ProposalListsQuery } from './read-model/proposal-lists.query.js';
import { ProposalResponseRow } from './read-model/proposal-response.entity.js';
import { ProposalRow } from './read-model/proposal.entity.js';
import { ProposalsProjector } from './read-model/proposals.projector.js';
import { SaveRfqHandler } from './save-rfq/save-rfq.handler.js';
import { VendorSearchQuery } from './search-vendor/search-vendor.query.js';
import { SendBulkInviteHandler } from './send-bulk-invite/send-bulk-invite.handler.js';
import { SendInviteHandler } from './send-invite/send-invite.handler.js';
import { StartRfqHandler } from './start-rfq/start-rfq.handler.js';

// Requests for quotation (`proposal-<id>` streams): commands, invites, read models and queries.
@Module({
  imports: [
    TypeOrmModule.forFeature([ProposalRow, ProposalInviteRow, ProposalResponseRow]),
    AccountsModule,
    NotificationsModule,
    RemindersModule,
    UploadsModule,
  ],
  controllers: [ProposalsController, ProposalInvitesController],
  providers: [
    ProposalStream,
    ProposalAccess,
    InviteeSellers,
    ProposalsProjector,
    InvitationSmsReactor,
    OwnerCommandHandler,
    SaveRfqHandler,
    AddRfqTermHandler,
    StartRfqHandler,
    SendInviteHandler,
    SendBulkInviteHandler,
    DeleteInviteHandler,
    AttachInvitesReactor,
    AwardLinesHandler,
    NarrowDraftsReactor,
    AwardNoticeReactor,
    AwardNotAppliedNoticeReactor,
    ProposalListsQuery,
    ProposalDetailQuery,
    ProposalInvitesQuery,
    CompareQuotesQuery,
    VendorSearchQuery,
  ],
})
export class ProposalsModule {}
