// A contract's timeline from its events, as plain functions: the API's timeline and the PDF pool's
// threads (which build the audit report's from the stored events) tell it the same way.
import { eventActorOf, type EventActor, type EventMetadata, type RecordedEvent } from '@samvida/machines';
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

// RFQ events about one seller's agreement: its application, and an award that could not reach it.
const AGREEMENT_RFQ_EVENTS = new Set(['ProposalResponded', 'AwardNotApplied']);

// Of an RFQ's events, those a contract's timeline shows: its drafting, publication and end, the
// one application that opened this agreement, and an award that left its lines in it.
export const rfqEventsFor = (agreementId: string, proposalEvents: readonly RecordedEvent[]): RecordedEvent[] =>
  proposalEvents.filter(
    (event) =>
      RFQ_EVENTS.has(event.type) ||
      (AGREEMENT_RFQ_EVENTS.has(event.type) && (event.data as { agreementId: string }).agreementId === agreementId),
  );

// The users a timeline names: those who acted, and the auditors let in or out. Events as stored
// will do: their metadata carries the actor as recorded events' does.
export const userIdsIn = (events: readonly { data: unknown; metadata: unknown }[]): string[] =>
  events.flatMap((event) => [
    ...userIdOf(eventActorOf(event.metadata as EventMetadata)),
    ...(typeof (event.data as { auditorId?: unknown }).auditorId === 'string'
      ? [(event.data as { auditorId: string }).auditorId]
      : []),
  ]);

// The entries of a contract's events and its RFQ's (both as recorded), in global order.
export function timelineEntries(
  events: readonly RecordedEvent[],
  rfq: readonly RecordedEvent[],
  names: Map<string, string>,
): TimelineEntry[] {
  const history = rfq.length ? [...rfq, ...events].sort((a, b) => a.globalPosition - b.globalPosition) : events;
  const ctx: DescribeContext = { names, titles: new Map() };
  return history.map((event) => {
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

const userIdOf = (actor: EventActor): string[] =>
  actor.kind === 'user' ? [actor.userId, ...(actor.memberId ? [actor.memberId] : [])] : [];
