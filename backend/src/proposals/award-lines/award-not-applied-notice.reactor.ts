import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type AwardNotApplied, heldReasonWords, type RecordedEvent, unappliedAwardWords } from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { ofTypes } from '../../projections/handles.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import type { Reactor } from '../../projections/projector.js';
import { UserNoticesService } from '../../reminders/user-notices.service.js';
import { proposalIdOf } from '../../streams/stream-ids.js';
import { StreamHistory } from '../../streams/stream-history.service.js';
import { proposalUidOf } from '../read-model/uids.js';

const proposalLink = (proposalId: string): string => `/DetailProposal?proposalId=${proposalId}`;

// Tells the RFQ's owner that an award could not take lines from a seller's agreement (signed or
// started meanwhile), by their channels and the bell, once per event (its id is the notice's key).
@Injectable()
export class AwardNotAppliedNoticeReactor implements Reactor, OnModuleInit {
  readonly name = 'award-not-applied-notice';
  readonly handles = ofTypes('AwardNotApplied');

  constructor(
    private readonly projections: ProjectionsService,
    private readonly history: StreamHistory,
    private readonly directory: UserDirectoryService,
    private readonly notices: UserNoticesService,
  ) {}

  onModuleInit(): void {
    this.projections.registerReactor(this);
  }

  async react(event: RecordedEvent): Promise<void> {
    const proposal = (await this.history.stateAfter('proposal', event)).proposal!.context;
    const held = event.data as AwardNotApplied['data'];
    const sellerName = (await this.directory.findById(held.sellerId))?.usrName || 'a seller';
    const titles = held.itemIds.map((id) => proposal.items.find((item) => item.itemId === id)?.title ?? 'a line');
    const proposalId = proposalIdOf(event.streamId);
    const params = {
      sellerName,
      lines: held.itemIds.length === 1 ? '1 line' : `${held.itemIds.length} lines`,
      proposalUid: proposalUidOf(proposalId),
      why: heldReasonWords(held.reason),
      link: proposalLink(proposalId),
    };
    await this.notices.tell({
      userId: proposal.ownerId,
      key: `award-not-applied:${event.eventId}`,
      template: 'award-not-applied',
      params,
      bell: {
        title: `${params.proposalUid}: ${params.lines} kept by ${sellerName}`,
        body: unappliedAwardWords(titles, sellerName, held.reason),
        link: params.link,
      },
    });
  }
}
