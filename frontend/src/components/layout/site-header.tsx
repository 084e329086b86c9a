import { Anchor, Badge, Burger, Button, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { usePlanLabel } from '@/api/client-info';
import { BrandLogo } from '@/components/layout/brand-logo';
import { isSignedIn, useSession } from '@/lib/session';

// Signed-in users only: kept out of the public pages' entry chunk.
const NotificationBell = lazy(() =>
  import('@/components/layout/notification-bell').then((module) => ({ default: module.NotificationBell })),
);

interface SiteHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
  hasNav: boolean;
}

export function SiteHeader({ navOpened, onToggleNav, hasNav }: SiteHeaderProps) {
  const session = useSession();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {hasNav && (
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="sm"
            size="sm"
            aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
          />
        )}
        <BrandLogo />
      </Group>
      {isSignedIn(session) ? <UserArea name={session.displayName} /> : <GuestArea />}
    </Group>
  );
}

function UserArea({ name }: { name: string | null }) {
  const plan = usePlanLabel();
  // `xs` gaps keep plan, bell and logout inside a 375 px screen.
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fw={600} visibleFrom="xs" truncate maw={200} data-testid="header-user-name">
        {name}
      </Text>
      {/* Narrow phones truncate a long label ("Loading plan…") rather than widen the page. */}
      <Badge variant="light" color="brand" maw={{ base: 104, xs: 'none' }} data-testid="header-plan">
        {plan}
      </Badge>
      <Suspense fallback={null}>
        <NotificationBell />
      </Suspense>
      <Anchor component={Link} to="/LogOut" fw={600}>
        Logout
      </Anchor>
    </Group>
  );
}

function GuestArea() {
  return (
    <Group gap="sm" wrap="nowrap">
      <Anchor component={Link} to="/subscriptionList" visibleFrom="xs">
        Pricing
      </Anchor>
      <Button component={Link} to="/Signup" size="sm">
        Sign In
      </Button>
    </Group>
  );
}
