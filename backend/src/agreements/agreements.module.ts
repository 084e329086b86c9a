import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { StreamParty } from '../projections/stream-party.entity.js';
import { TermGroupsModule } from '../term-groups/term-groups.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AgreementsController } from './agreements.controller.js';
import { AgreementRetentionProjector } from './archive/agreement-retention.projector.js';
import { ArchiveController } from './archive/archive.controller.js';
import { ArchiveRetention } from './archive/archive-retention.service.js';
import { ApplyForProposalHandler } from './apply-for-proposal/apply-for-proposal.handler.js';
import { BuilderController } from './builder.controller.js';
import { ContactLookupQuery } from './contact-lookup/contact-lookup.query.js';
import { ContractDrafts } from './draft-contract/contract-drafts.service.js';
import { DraftContractHandler, DraftRentalContractHandler } from './draft-contract/draft-contract.handler.js';
import {
  AddAgreementItemHandler,
  UpdateAgreementHandler,
  UpdateAgreementRateHandler,
} from './edit-draft/edit-draft.handler.js';
import { JoinOnContactVerifiedReactor } from './reactions/join-on-contact-verified.reactor.js';
import { NegotiationController } from './negotiation.controller.js';
import { AgreementAccess } from './read-model/agreement-access.query.js';
import { AgreementItemRow } from './read-model/agreement-item.entity.js';
import { AgreementRemarkRow } from './read-model/agreement-remark.entity.js';
import { AgreementTermRow } from './read-model/agreement-term.entity.js';
import { AgreementRow } from './read-model/agreement.entity.js';
import { AgreementQueries } from './read-model/agreement.query.js';
import { ClientReportQuery } from './read-model/client-report.query.js';
import { ExpectedPaymentsQuery } from './read-model/expected-payments.query.js';
import { AgreementsProjector } from './read-model/agreements.projector.js';
import { AgreementStates } from './read-model/agreement-states.js';
import { SendContractHandler } from './send-contract/send-contract.handler.js';
import { ContractSentReactor } from './reactions/contract-sent.reactor.js';
import { AddAgreementTermHandler, AddUserTermsHandler, DeleteAgreementTermHandler } from './terms/terms.handler.js';

// Agreements: the `agreement-<id>` streams, their negotiation and their read models.
@Module({
  imports: [
    TypeOrmModule.forFeature([AgreementRow, AgreementItemRow, AgreementTermRow, AgreementRemarkRow, StreamParty]),
    AccountsModule,
    NotificationsModule,
    UploadsModule,
    TermGroupsModule,
  ],
  controllers: [AgreementsController, BuilderController, NegotiationController, ArchiveController],
  providers: [
    AgreementsProjector,
    AgreementStates,
    AgreementAccess,
    AgreementQueries,
    ClientReportQuery,
    ExpectedPaymentsQuery,
    ContactLookupQuery,
    ContractDrafts,
    ApplyForProposalHandler,
    DraftContractHandler,
    DraftRentalContractHandler,
    SendContractHandler,
    AddAgreementItemHandler,
    UpdateAgreementHandler,
    UpdateAgreementRateHandler,
    AddAgreementTermHandler,
    DeleteAgreementTermHandler,
    AddUserTermsHandler,
    ContractSentReactor,
    JoinOnContactVerifiedReactor,
    AgreementRetentionProjector,
    ArchiveRetention,
  ],
})
export class AgreementsModule {}
