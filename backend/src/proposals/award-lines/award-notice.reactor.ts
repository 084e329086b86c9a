import { Injectable, type OnModuleInit } from '@nestjs/common';
import { lostInAward, type ProposalLinesAwarded, type RecordedEvent } from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { ofTypes } from '../../projections/handles.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import type { Reactor } from '../../projections/projector.js';
import { proposalIdOf } from '../../streams/stream-ids.js';
import { StreamHistory } from '../../streams/stream-history.service.js';
import { proposalUidOf } from '../read-model/uids.js';

// Where the seller's notice points: their view of the RFQ, which links their draft agreement.
const quotationLink = (proposalId: string): string => `/ApplyRFQ?proposalId=${proposalId}`;

// Tells each seller who quoted a line that an award gave to another seller: one SMS per award
// event and seller (the outbox's dedupe key is the event id and the phone).
@Injectable()
export class AwardNoticeReactor implements Reactor, OnModuleInit {
  readonly name = 'award-notice';
  readonly handles = ofTypes('ProposalLinesAwarded');

  constructor(
    private readonly projections: ProjectionsService,
    private readonly history: StreamHistory,
    private readonly notifications: NotificationsService,
    private readonly directory: UserDirectoryService,
  ) {}

  onModuleInit(): void {
    this.projections.registerReactor(this);
  }

  async react(event: RecordedEvent): Promise<void> {
    const state = await this.history.stateAfter('proposal', event);
    const { awards } = event.data as ProposalLinesAwarded['data'];
    const told = state.responses.flatMap((response) => {
      const lost = lostInAward(awards, response).length;
      return lost > 0 ? [{ sellerId: response.userId, lost }] : [];
    });
    if (told.length === 0) return;
    const ownerId = state.proposal!.context.ownerId;
    const profiles = await this.directory.findByIds([ownerId, ...told.map((seller) => seller.sellerId)]);
    const proposalId = proposalIdOf(event.streamId);
    for (const { sellerId, lost } of told) {
      const phone = profiles.get(sellerId)?.phoneNumber;
      if (!phone) continue;
      const params = {
        buyerName: profiles.get(ownerId)?.usrName || 'The buyer',
        lines: lost === 1 ? '1 line' : `${lost} lines`,
        proposalUid: proposalUidOf(proposalId),
        link: quotationLink(proposalId),
      };
      await this.notifications.send('lines-awarded-elsewhere', phone, params, event.eventId);
    }
  }
}
