import { streamKindOf, type RecordedEvent, type StreamKind } from '@samvida/machines';

// The events of one kind in a batch, grouped by stream in the order each stream first appears
// (so rows created in a batch are created in feed order), each stream's events in version order.
export function streamsInBatch(events: readonly RecordedEvent[], kind: StreamKind): Map<string, RecordedEvent[]> {
  const byStream = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    if (streamKindOf(event.streamId) !== kind) continue;
    const list = byStream.get(event.streamId);
    if (list) list.push(event);
    else byStream.set(event.streamId, [event]);
  }
  return byStream;
}
