import { type StreamKind, StreamKind as StreamKindSchema } from '@samvida/machines';

// Room names: `user:<id>` for each signed-in user, `<kind>:<id>` for a stream's parties.
export const userRoom = (userId: string): string => `user:${userId}`;

export const streamRoom = (kind: StreamKind, id: string): string => `${kind}:${id}`;

// `agreement:<id>` → the stream `agreement-<id>`, or undefined for anything else.
export function streamOfRoom(room: string): { kind: StreamKind; id: string; streamId: string } | undefined {
  const separator = room.indexOf(':');
  if (separator < 0) return undefined;
  const kind = StreamKindSchema.safeParse(room.slice(0, separator));
  const id = room.slice(separator + 1);
  if (!kind.success || !/^[\w-]{1,64}$/.test(id)) return undefined;
  return { kind: kind.data, id, streamId: `${kind.data}-${id}` };
}
