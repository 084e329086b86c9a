import { Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, memo, Suspense } from 'react';
import { Outlet } from 'react-router';
import { CookieBanner } from '@/components/cookies/cookie-banner';
import { ConnectionAlert } from '@/components/layout/connection-alert';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { PageLoader } from '@/components/ui/page-loader';
import { isSignedIn, useSession } from '@/lib/session';
import classes from './app-layout.module.css';

// Only signed-in users have the side navigation; guests never download it.
const SideNav = lazy(() => import('@/components/layout/side-nav').then((module) => ({ default: module.SideNav })));

// The screen the address names. Memoised so that the shell re-rendering (the session read from
// storage once a prerendered page hydrates) leaves it be: a prerendered screen whose code is still
// loading would otherwise be thrown away and drawn again from its loader.
const Screen = memo(function Screen() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
});

// The shell of every screen: header, side navigation (only when a user name is stored), footer.
// A small CSS layout rather than Mantine's AppShell, which would add about 8 kB gzip to the
// landing page's first load.
export function AppLayout() {
  const session = useSession();
  const hasNav = isSignedIn(session) && Boolean(session.displayName);
  const [navOpened, { toggle, close }] = useDisclosure(false);

  return (
    <div className={classes.shell} data-with-nav={hasNav || undefined}>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <header className={classes.header}>
        <SiteHeader hasNav={hasNav} navOpened={navOpened} onToggleNav={toggle} />
      </header>
      {hasNav && (
        <div className={classes.navbar} data-opened={navOpened || undefined}>
          <Suspense fallback={null}>
            <SideNav onNavigate={close} />
          </Suspense>
        </div>
      )}
      <main id="main" tabIndex={-1} className={classes.main}>
        <Container size="lg" py="lg" px={{ base: 'sm', sm: 'lg' }}>
          <ConnectionAlert />
          <Screen />
        </Container>
      </main>
      <div className={classes.aside}>
        <SiteFooter />
      </div>
      <CookieBanner />
    </div>
  );
}
