// A signed-in socket.io client for the live suites: joins rooms and records every push it gets.
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';

export interface Push {
  event: 'agreement.changed' | 'proposal.changed';
  id: string;
  version: number;
  eventTypes: string[];
  /** performance.now() when it arrived. */
  at: number;
}

export interface LiveClient {
  socket: Socket;
  pushes: Push[];
  join(room: string): Promise<{ ok: boolean; message?: string }>;
  /** The first push (already received or coming) that matches, or a rejection after `timeoutMs`. */
  waitFor(match: (push: Push) => boolean, timeoutMs?: number): Promise<Push>;
  close(): void;
}

/** Connects with `token`; resolves once the server accepted the session, rejects when it refused it. */
export function connect(baseUrl: string, token: string | undefined): Promise<LiveClient> {
  const socket = io(baseUrl, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
  const pushes: Push[] = [];
  const listeners = new Set<(push: Push) => void>();
  for (const event of ['agreement.changed', 'proposal.changed'] as const) {
    socket.on(event, (change: Omit<Push, 'event' | 'at'>) => {
      const push = { event, ...change, at: performance.now() };
      pushes.push(push);
      for (const listener of listeners) listener(push);
    });
  }
  const client: LiveClient = {
    socket,
    pushes,
    join: (room) => socket.timeout(5000).emitWithAck('join', { room }),
    waitFor: (match, timeoutMs = 5000) => {
      const seen = pushes.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(
            new Error(
              `no matching push within ${timeoutMs} ms; got ${JSON.stringify(pushes.map((p) => [p.event, p.version, p.eventTypes]))}`,
            ),
          );
        }, timeoutMs);
        const listener = (push: Push) => {
          if (!match(push)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(push);
        };
        listeners.add(listener);
      });
    },
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('session.ready', () => resolve(client));
    socket.once('session.refused', (refusal: { message: string }) => {
      socket.close();
      reject(new Error(refusal.message));
    });
    socket.once('connect_error', (error) => reject(error));
  });
}

/** A push about this agreement carrying this event type. */
export const agreementPush =
  (agreementId: string, eventType: string, minVersion = 0) =>
  (push: Push): boolean =>
    push.event === 'agreement.changed' &&
    push.id === agreementId &&
    push.version >= minVersion &&
    push.eventTypes.includes(eventType);
