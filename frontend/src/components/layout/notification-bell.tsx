import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useNavigate } from 'react-router';
import { type BellItem, useBell, useMarkRead } from '@/api/notifications';
import { formatDateTime } from '@/lib/format';

// The header's bell: the unread count, refetched live on `notifications.changed` (api/live.ts),
// and the newest notifications, older ones a page at a time. Opening one marks it read.
export function NotificationBell() {
  const bell = useBell();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = bell.data?.pages[0]?.unread ?? 0;
  const items = bell.data?.pages.flatMap((page) => page.items) ?? [];

  const open = (item: BellItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    void navigate(item.link);
  };

  return (
    <Popover width={340} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red" disabled={unread === 0} offset={4}>
          <ActionIcon
            variant="subtle"
            size="md"
            aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
            data-testid="notification-bell"
          >
            <BellIcon />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Group justify="space-between" mb="xs">
          <Text fw={600}>Notifications</Text>
          {unread > 0 && (
            <Anchor component="button" type="button" size="sm" onClick={() => markRead.mutate({ all: true })}>
              Mark all as read
            </Anchor>
          )}
        </Group>
        {bell.isError && (
          <Text c="red" size="sm">
            Could not load your notifications. Try again shortly.
          </Text>
        )}
        {bell.isSuccess && items.length === 0 && (
          <Text c="dimmed" size="sm">
            Nothing yet. You will hear here when a contract waits for you.
          </Text>
        )}
        <ScrollArea.Autosize mah={360}>
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="notification-list">
            {items.map((item) => (
              <li key={item.id}>
                <UnstyledButton
                  onClick={() => open(item)}
                  p="xs"
                  w="100%"
                  bg={item.read ? undefined : 'var(--mantine-color-blue-light)'}
                >
                  <Text size="sm" fw={item.read ? 400 : 600}>
                    {item.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.body}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(item.createdAt)}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
          {bell.hasNextPage && (
            <Button
              variant="subtle"
              size="compact-sm"
              fullWidth
              onClick={() => void bell.fetchNextPage()}
              loading={bell.isFetchingNextPage}
            >
              Show older
            </Button>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}
