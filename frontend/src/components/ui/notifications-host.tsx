import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

export function NotificationsHost() {
  return <Notifications position="bottom-right" autoClose={4000} limit={4} zIndex={400} />;
}
