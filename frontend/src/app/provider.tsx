import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { ApiError } from '@/api/client';
import { connectLive } from '@/api/live';
import { cssVariablesResolver, theme } from '@/app/theme';
import { MessageModalProvider } from '@/components/ui/message-modal';
import { NotificationsOutlet } from '@/components/ui/notify';
import { getSession, isSignedIn, useSession } from '@/lib/session';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx answer will not change on retry; network hiccups and 5xx might.
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500),
    },
  },
});

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <MessageModalProvider>
          <LiveUpdates />
          <NotificationsOutlet />
          {children}
        </MessageModalProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

// Keeps the live socket open while a user is signed in, and drops cached data when the user changes.
function LiveUpdates() {
  const client = useQueryClient();
  const session = useSession();
  const userId = isSignedIn(session) ? session.userId : null;
  const previousUser = useRef(userId);

  useEffect(() => {
    // Another user's (or a signed-out) screen must not show what the previous user saw.
    if (previousUser.current !== null && previousUser.current !== userId) client.clear();
    previousUser.current = userId;
    if (userId === null) return;

    let disconnect: (() => void) | undefined;
    let cancelled = false;
    connectLive(() => getSession().token, client)
      .then((close) => {
        if (cancelled) close();
        else disconnect = close;
      })
      // Without the socket the screens still load; they just refresh on focus instead of live.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      disconnect?.();
    };
  }, [client, userId]);

  return null;
}
