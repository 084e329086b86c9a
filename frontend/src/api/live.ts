import type { ServerToClientEvents as StreamEvents } from '@samvida/machines';
import type { QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { refreshTokens } from '@/api/client';
import { env } from '@/config/env';
import { queryKeys } from '@/api/query-keys';

// What the web app relies on from the socket.io server (backend/src/realtime/):
// - Rooms. On connection the gateway checks the access token and puts the socket in its user's
//   room, `user:<userId>`; the web app joins no other room. The publisher sends each change of a
//   contract or RFQ to the stream's room (`agreement:<id>`, `proposal:<id>`, which a party's client
//   may join with a `join` message) and to the user room of every party, so this one socket hears
//   every contract and RFQ its user is a party of. Account streams push nothing.
// - Events, sent once every read model has committed the change (typed in machines/src/realtime.ts):
//   `agreement.changed` {id, version, eventTypes} invalidates the contract's queries
//   (['agreement', id]: detail, lines, actions, invoices, notes, payments) and the dashboard's
//   (['dashboard']: lists, attention, client report, RFQ lists);
//   `proposal.changed` {id, version, eventTypes} invalidates the RFQ's queries (['proposal', id])
//   and the dashboard's RFQ lists (['dashboard', 'rfqs']);
//   `notifications.changed` (to the user's room only) refetches the header bell (['notifications']).
// - `session.refused` {message} (typed here only): the gateway refused the token or the sign-in
//   ended, and disconnected; renew the token and connect again. (`session.ready` goes unused.)

// `*.changed` after a projection commits (DESIGN.md "Realtime"), and the gateway's refusal.
interface ServerToClientEvents extends StreamEvents {
  'session.refused': (reason: { message: string }) => void;
}

// Opens the socket for a signed-in user and turns `*.changed` notices into query invalidations,
// so a counterparty's change shows without reloading. Returns the disconnect function.
// socket.io-client is loaded on demand: guests never download it.
export async function connectLive(getToken: () => string | null, queryClient: QueryClient): Promise<() => void> {
  const { io } = await import('socket.io-client');
  const socket: Socket<ServerToClientEvents> = io(env.VITE_API_URL || undefined, {
    auth: (send) => send({ token: getToken() }),
    transports: ['websocket', 'polling'],
  });

  socket.on('agreement.changed', ({ id }) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.agreement(id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
  });
  socket.on('proposal.changed', ({ id }) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.proposal(id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.rfqs });
  });
  socket.on('notifications.changed', () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications }));
  // The server refuses an expired access token and disconnects: renew it and connect again.
  socket.on('session.refused', () => {
    void refreshTokens().then((renewed) => renewed && socket.connect());
  });
  // Changes made while disconnected were missed: refetch the dashboard's queries and the bell. An open contract
  // or RFQ screen is not refetched here; it catches up on its next push, or on focus once stale.
  socket.io.on('reconnect', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  });

  return () => socket.disconnect();
}
