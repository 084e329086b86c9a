import { lazy, Suspense, useSyncExternalStore } from 'react';

// Notification boxes (spec §8: they clear after 4 seconds). @mantine/notifications and its host
// load with the first notification, not with the landing page's first paint.
const Host = lazy(() => import('./notifications-host').then((module) => ({ default: module.NotificationsHost })));

let requested = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// Mounted once by the app provider; renders the host once something was notified.
export function NotificationsOutlet() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return mounted ? (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  ) : null;
}

export type NotifyKind = 'Success' | 'Info' | 'Error';
const COLOR: Record<NotifyKind, string> = { Success: 'green', Info: 'blue', Error: 'red' };

// Shows a notification that closes itself after 4 s: `notify('Invites sent successfully')`.
export function notify(message: string, kind: NotifyKind = 'Success'): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ message, color: COLOR[kind], title: kind, autoClose: 4000, withBorder: true }),
  );
}
