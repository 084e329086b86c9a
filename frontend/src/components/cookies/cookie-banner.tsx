import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { saveCookieConsent, useCookieConsentDecided } from '@/lib/cookie-consent';

// Loaded when the visitor asks to customise: most never do, so the first load stays small.
const CookiePreferences = lazy(() =>
  import('@/components/cookies/cookie-preferences').then((module) => ({ default: module.CookiePreferences })),
);

// Shown until the visitor decides: accept all, reject non-essential, or customise.
export function CookieBanner() {
  const decided = useCookieConsentDecided();
  const [customising, { open, close }] = useDisclosure(false);
  if (decided) return null;

  return (
    <>
      <Paper
        component="section"
        aria-label="Cookie consent"
        shadow="lg"
        // Compact on a phone: it must not hide a third of a 375 px screen.
        p={{ base: 'xs', sm: 'md' }}
        pos="fixed"
        bottom={8}
        left={8}
        right={8}
        maw={720}
        mx="auto"
        style={{ zIndex: 150 }}
      >
        <Text size="sm" mb="xs">
          Essential cookies keep you signed in; analytics cookies only if you agree.{' '}
          <Anchor component={Link} to="/CookiePolicy">
            Cookie Policy
          </Anchor>
        </Text>
        <Group gap={6}>
          <Button size="xs" onClick={() => saveCookieConsent({ analytics: true, behaviour: true })}>
            Accept all
          </Button>
          <Button size="xs" variant="default" onClick={() => saveCookieConsent({ analytics: false, behaviour: false })}>
            Reject non-essential
          </Button>
          <Button size="xs" variant="subtle" onClick={open}>
            Customise
          </Button>
        </Group>
      </Paper>
      {customising && (
        <Suspense fallback={null}>
          <CookiePreferences opened onClose={close} />
        </Suspense>
      )}
    </>
  );
}
