import { Inject, Injectable } from '@nestjs/common';
import {
  eventActorOf,
  streamName,
  type AgreementDrafted,
  type EventActor,
  type RecordedEvent,
} from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { AuditAccess } from '../audit-access.service.js';
import { actorNameOf, describeEvent, learnTitles, type DescribeContext } from './describe-event.js';

export interface TimelineEntry {
  // Position in the global feed: the order of the whole timeline.
  position: number;
  streamId: string;
  version: number;
  type: string;
  at: string;
  actorId: string;
  actorRole: string;
  // A user's name, or "Samvida (GST numbering)" for a process of our own.
  actorName: string;
  text: string;
  hash: string;
}

const RFQ_EVENTS = new Set([
  'ProposalDrafted',
  'ProposalStarted',
  'ProposalClosed',
  'ProposalCompleted',
  'ProposalExpired',
]);

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
    return this.entries(agreementId);
  }

  // The timeline without an access check, for callers that have made theirs (the PDF report).
  async entries(agreementId: string): Promise<TimelineEntry[]> {
    const events = await this.historyOf(agreementId);
    const ctx: DescribeContext = { names: await this.namesIn(events), titles: new Map() };
    return events.map((event) => {
      learnTitles(event, ctx);
      const actor = eventActorOf(event.metadata);
      return {
        position: event.globalPosition,
        streamId: event.streamId,
        version: event.streamVersion,
        type: event.type,
        at: event.metadata.occurredAt,
        actorId: event.metadata.actorId,
        actorRole: event.metadata.actorRole,
        actorName: actorNameOf(actor, ctx),
        text: describeEvent(event, ctx),
        hash: event.hash,
      };
    });
  }

  private async historyOf(agreementId: string): Promise<RecordedEvent[]> {
    const events = await this.store.readStream(streamName('agreement', agreementId));
    const drafted = events.find((event) => event.type === 'AgreementDrafted');
    const proposalId = (drafted?.data as AgreementDrafted['data'] | undefined)?.sourceProposalId;
    if (!proposalId) return events;
    const rfq = (await this.store.readStream(streamName('proposal', proposalId))).filter(
      (event) =>
        RFQ_EVENTS.has(event.type) ||
        (event.type === 'ProposalResponded' && (event.data as { agreementId: string }).agreementId === agreementId),
    );
    return [...rfq, ...events].sort((a, b) => a.globalPosition - b.globalPosition);
  }

  private async namesIn(events: RecordedEvent[]): Promise<Map<string, string>> {
    const ids = events.flatMap((event) => [
      ...userIdOf(eventActorOf(event.metadata)),
      ...(typeof (event.data as { auditorId?: unknown }).auditorId === 'string'
        ? [(event.data as { auditorId: string }).auditorId]
        : []),
    ]);
    const profiles = await this.directory.findByIds(ids);
    return new Map([...profiles].map(([id, profile]) => [id, profile.usrName]));
  }
}

const userIdOf = (actor: EventActor): string[] => (actor.kind === 'user' ? [actor.userId] : []);
