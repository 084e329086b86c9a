import type { ServerToClientEvents as StreamEvents } from '@samvida/machines';
import type { QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { refreshTokens } from '@/api/client';
import { env } from '@/config/env';
import { queryKeys } from '@/api/query-keys';

/** `*.changed` after a projection commits (DESIGN.md "Realtime"), and the gateway's refusal. */
interface ServerToClientEvents extends StreamEvents {
  'session.refused': (reason: { message: string }) => void;
}

/**
 * Opens the socket for a signed-in user and turns `*.changed` notices into query invalidations,
 * so a counterparty's change shows without reloading. Returns the disconnect function.
 * socket.io-client is loaded on demand: guests never download it.
 */
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
  // The server refuses an expired access token and disconnects: renew it and connect again.
  socket.on('session.refused', () => {
    void refreshTokens().then((renewed) => renewed && socket.connect());
  });
  // Changes made while disconnected were missed: refetch what is on screen.
  socket.io.on('reconnect', () => void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }));

  return () => socket.disconnect();
}
