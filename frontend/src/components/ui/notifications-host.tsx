import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

export function NotificationsHost() {
  return <Notifications position="top-right" autoClose={4000} limit={4} zIndex={400} />;
}
