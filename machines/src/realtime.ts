// The typed server → client socket messages (DESIGN.md "Realtime").

/** Sent to a stream's room after a projection committed its events. */
export interface StreamChanged {
  id: string;
  /** The stream's version after the change. */
  version: number;
  /** The first version the change covers: a client holding `firstVersion - 1` missed nothing. */
  firstVersion: number;
  eventTypes: string[];
  /**
   * Present when the change touched only these items of an agreement (counters and accepts on
   * them; the agreement's status and turn may follow): a screen may re-read just these rows, the
   * agreement's detail and its actions. Absent: anything may have changed.
   */
  itemIds?: string[];
}

/** At most this many item ids in one push; a larger change is pushed without them. */
export const MAX_PUSHED_ITEM_IDS = 50;

// Events that change their item's row and nothing else of the other items or terms.
const ITEM_ONLY_EVENTS = new Set(['ItemNegotiated', 'ItemAccepted']);

/**
 * The item an event changed alone (`ItemNegotiated`, `ItemAccepted`), or null when the event
 * may have changed anything else of its stream.
 */
export function onlyItemOf(event: { type: string; data: unknown }): string | null {
  if (!ITEM_ONLY_EVENTS.has(event.type)) return null;
  const itemId = (event.data as { itemId?: unknown } | null)?.itemId;
  return typeof itemId === 'string' ? itemId : null;
}

/** socket.io server → client events. */
export interface ServerToClientEvents {
  'agreement.changed': (change: StreamChanged) => void;
  'proposal.changed': (change: StreamChanged) => void;
  /** The user's in-app notifications changed (one arrived, or some were read): refetch the bell. */
  'notifications.changed': () => void;
}
