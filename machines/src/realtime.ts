// The typed server → client socket messages (DESIGN.md "Realtime").

/** Sent to a stream's room after a projection committed its events. */
export interface StreamChanged {
  id: string;
  version: number;
  eventTypes: string[];
}

/** socket.io server → client events. */
export interface ServerToClientEvents {
  'agreement.changed': (change: StreamChanged) => void;
  'proposal.changed': (change: StreamChanged) => void;
  /** The user's in-app notifications changed (one arrived, or some were read): refetch the bell. */
  'notifications.changed': () => void;
}
