import type { StreamChanged, ServerToClientEvents as StreamEvents } from '@samvida/machines';
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
//   `agreement.changed` {id, version, firstVersion, eventTypes, itemIds?} invalidates the
//   contract's queries (['agreement', id]: detail, lines, actions, invoices, notes, payments) and
//   the dashboard's (['dashboard']: lists, attention, client report, RFQ lists). When it names the
//   only items it changed and the screen holds version firstVersion - 1, only those rows are
//   re-read (the items query's `meta.rereadRows`: GetAgreementItems?ids=) and patched in; the
//   lines and terms are not refetched;
//   `proposal.changed` {id, version, eventTypes} invalidates the RFQ's queries (['proposal', id])
//   and the dashboard's RFQ lists (['dashboard', 'rfqs']);
//   `notifications.changed` (to the user's room only) refetches the header bell (['notifications']).
// - `session.refused` {message} (typed here only): the gateway refused the token or the sign-in
//   ended, and disconnected; renew the token and connect again. (`session.ready` goes unused.)

// `*.changed` after a projection commits (DESIGN.md "Realtime"), and the gateway's refusal.
interface ServerToClientEvents extends StreamEvents {
  'session.refused': (reason: { message: string }) => void;
}

/** Set by a query of rows that can re-read some of them by id (the agreement's items). */
export type RereadRows = (ids: readonly string[]) => Promise<{ id: string }[]>;

// The rows of `current` replaced by their re-read versions; the others keep their identity, so
// their memoized rows do not re-render.
function withRows<Row extends { id: string }>(current: Row[], reread: Row[]): Row[] {
  const byId = new Map(reread.map((row) => [row.id, row]));
  return current.map((row) => byId.get(row.id) ?? row);
}

/**
 * Applies a push that names the only items it changed to a screen holding the version just before
 * it: re-reads those rows and patches them into the cached items, and refetches the agreement's
 * other reads but its terms (detail, actions...). Returns false, having done nothing, when it
 * cannot (no item ids, no items cached, versions missed): then everything is refetched.
 */
function patchedItems(queryClient: QueryClient, { id, itemIds, firstVersion }: StreamChanged): boolean {
  const itemsKey = queryKeys.agreementItems(id);
  const items = queryClient.getQueryCache().find<{ id: string }[]>({ queryKey: itemsKey, exact: true });
  const reread = items?.meta?.rereadRows as RereadRows | undefined;
  const held = queryClient.getQueryData<{ version: number }>(queryKeys.agreementDetail(id))?.version;
  if (!itemIds?.length || !reread || !items?.state.data || held !== firstVersion - 1) return false;
  void queryClient.invalidateQueries({
    queryKey: queryKeys.agreement(id),
    predicate: ({ queryKey }) => queryKey[2] !== 'items' && queryKey[2] !== 'terms',
  });
  reread(itemIds).then(
    (rows) => queryClient.setQueryData<{ id: string }[]>(itemsKey, (current) => current && withRows(current, rows)),
    () => void queryClient.invalidateQueries({ queryKey: itemsKey }),
  );
  return true;
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

  socket.on('agreement.changed', (change) => {
    // A counter or accept on a few items patches those rows; anything else refetches the contract.
    if (!patchedItems(queryClient, change))
      void queryClient.invalidateQueries({ queryKey: queryKeys.agreement(change.id) });
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
