import { streamKindOf, type RecordedEvent, type StreamKind } from '@samvida/machines';

// A projector's or reactor's `handles` for events of these types.
export function ofTypes(...types: string[]): (event: RecordedEvent) => boolean {
  const wanted = new Set(types);
  return (event) => wanted.has(event.type);
}

// A projector's or reactor's `handles` for the events of one kind of stream.
export function ofStreamKind(kind: StreamKind): (event: RecordedEvent) => boolean {
  return (event) => streamKindOf(event.streamId) === kind;
}
