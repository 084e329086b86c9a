import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  MAX_PUSHED_ITEM_IDS,
  onlyItemOf,
  partiesOf,
  type RecordedEvent,
  type StreamChanged,
  type StreamKind,
  streamKindOf,
} from '@samvida/machines';
import { RUNTIME, type Runtime } from '../config/runtime.js';
import { ProjectionProgress } from '../projections/projection-progress.js';
import { ProjectionsService } from '../projections/projections.service.js';
import { STREAM_PARTIES_PROJECTION, StreamPartiesProjector } from '../projections/stream-parties.projector.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { streamRoom, userRoom } from './rooms.js';

// What `agreement.changed` / `proposal.changed` carry (machines/src/realtime.ts): enough to know
// which queries to refetch, or which rows to re-read.
interface Pending extends Omit<StreamChanged, 'itemIds'> {
  kind: StreamKind;
  streamId: string;
  position: number;
  // Someone stopped being a party (an invite withdrawn, an auditor revoked).
  accessEnded: boolean;
  // The only items the change touched; null once an event may have touched anything else.
  itemIds: Set<string> | null;
}

// The only items a stream's pending change touched, this event included; null once an event may
// have touched anything else. `current` is undefined for the change's first event.
function onlyItemsWith(current: Set<string> | null | undefined, event: RecordedEvent): Set<string> | null {
  const itemId = onlyItemOf(event);
  if (!itemId || current === null) return null;
  return new Set(current).add(itemId);
}

// Pushes `<kind>.changed` to a stream's room and to its parties' user rooms once every read
// model has committed the change, so a client that refetches on the push sees it. Driven by the
// stream-parties projection, whose runner exists exactly once across processes.
@Injectable()
export class RealtimePublisher implements OnModuleInit {
  private readonly logger = new Logger('RealtimePublisher');
  private pending = new Map<string, Pending>();
  private flushing = false;

  constructor(
    private readonly projections: ProjectionsService,
    private readonly progress: ProjectionProgress,
    private readonly gateway: RealtimeGateway,
    private readonly streamParties: StreamPartiesProjector,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  onModuleInit(): void {
    this.projections.onCommit((projection, events) => {
      if (projection !== STREAM_PARTIES_PROJECTION) return;
      // A command's events arrive together, so its push names them all (with the last version).
      for (const event of events) this.enqueue(event);
      if (this.pending.size > 0 && !this.flushing) void this.flush();
    });
  }

  private enqueue(event: RecordedEvent): void {
    const kind = streamKindOf(event.streamId);
    // Account facts have no screen of their own; they reach users through what they change.
    if (!kind || kind === 'account') return;
    const current = this.pending.get(event.streamId);
    this.pending.set(event.streamId, {
      kind,
      streamId: event.streamId,
      id: event.streamId.slice(kind.length + 1),
      version: event.streamVersion,
      firstVersion: current?.firstVersion ?? event.streamVersion,
      itemIds: onlyItemsWith(current?.itemIds, event),
      position: event.globalPosition,
      eventTypes: [...new Set([...(current?.eventTypes ?? []), event.type])],
      accessEnded: (current?.accessEnded ?? false) || partiesOf(event).some((party) => party.removed),
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.pending.size > 0) {
        const batch = [...this.pending.values()];
        this.pending = new Map();
        const position = Math.max(...batch.map((change) => change.position));
        await this.progress.waitFor(position, this.runtime.env.READ_YOUR_WRITES_TIMEOUT_MS);
        const partiesByStream = await this.streamParties.partiesOf(batch.map((change) => change.streamId));
        for (const change of batch) await this.publish(change, partiesByStream.get(change.streamId) ?? []);
      }
    } catch (error) {
      this.logger.error(`push failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.flushing = false;
    }
  }

  private async publish(
    { kind, id, version, firstVersion, eventTypes, accessEnded, itemIds }: Pending,
    parties: string[],
  ): Promise<void> {
    const room = streamRoom(kind, id);
    // Someone whose access was withdrawn hears nothing more of the stream.
    if (accessEnded) this.gateway.evictOutsiders(room, new Set(parties));
    const rooms = [room, ...parties.map(userRoom)];
    const payload: StreamChanged = { id, version, firstVersion, eventTypes };
    // Names the rows to re-read only while there are few enough for one bounded read.
    if (itemIds && itemIds.size <= MAX_PUSHED_ITEM_IDS) payload.itemIds = [...itemIds];
    this.gateway.server.to(rooms).emit(`${kind}.changed`, payload);
  }
}
