import { Inject, Injectable } from '@nestjs/common';
import { streamName, type AgreementDrafted, type RecordedEvent } from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { AuditAccess } from '../audit-access.service.js';
import { rfqEventsFor, timelineEntries, userIdsIn, type TimelineEntry } from './timeline-entries.js';

// One contract's history in words, in global order: the RFQ it came from (its drafting,
// publication and this seller's application), then every event of the agreement stream.
@Injectable()
export class TimelineQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly directory: UserDirectoryService,
    private readonly access: AuditAccess,
  ) {}

  async of(agreementId: string, userId: string, now: Date): Promise<TimelineEntry[]> {
    await this.access.assertReader(agreementId, userId, now);
    const events = await this.store.readStream(streamName('agreement', agreementId));
    const drafted = events.find((event) => event.type === 'AgreementDrafted');
    const proposalId = (drafted?.data as AgreementDrafted['data'] | undefined)?.sourceProposalId ?? null;
    const rfq = await this.rfqEventsOf(agreementId, proposalId);
    return timelineEntries(events, rfq, await this.namesOf(userIdsIn([...rfq, ...events])));
  }

  // The RFQ's events a contract's timeline shows (none for a contract drafted without an RFQ).
  async rfqEventsOf(agreementId: string, proposalId: string | null): Promise<RecordedEvent[]> {
    return proposalId ? rfqEventsFor(agreementId, await this.store.readStream(streamName('proposal', proposalId))) : [];
  }

  // Names by user id.
  async namesOf(ids: string[]): Promise<Map<string, string>> {
    const profiles = await this.directory.findByIds(ids);
    return new Map([...profiles].map(([id, profile]) => [id, profile.usrName]));
  }
}
