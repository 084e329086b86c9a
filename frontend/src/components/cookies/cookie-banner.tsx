import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { saveCookieConsent, useCookieConsent } from '@/lib/cookie-consent';

// Loaded when the visitor asks to customise: most never do, so the first load stays small.
const CookiePreferences = lazy(() =>
  import('@/components/cookies/cookie-preferences').then((module) => ({ default: module.CookiePreferences })),
);

/** Shown until the visitor decides: accept all, reject non-essential, or customise. */
export function CookieBanner() {
  const consent = useCookieConsent();
  const [customising, { open, close }] = useDisclosure(false);
  if (consent) return null;

  return (
    <>
      <Paper
        component="section"
        aria-label="Cookie consent"
        shadow="lg"
        p="md"
        pos="fixed"
        bottom={16}
        left={16}
        right={16}
        maw={720}
        mx="auto"
        style={{ zIndex: 150 }}
      >
        <Text size="sm" mb="sm">
          We use essential cookies to keep you signed in and, with your consent, analytics cookies to improve Samvida.
          Read our{' '}
          <Anchor component={Link} to="/CookiePolicy">
            Cookie Policy
          </Anchor>
          .
        </Text>
        <Group gap="xs">
          <Button size="sm" onClick={() => saveCookieConsent({ analytics: true, behaviour: true })}>
            Accept all
          </Button>
          <Button size="sm" variant="default" onClick={() => saveCookieConsent({ analytics: false, behaviour: false })}>
            Reject non-essential
          </Button>
          <Button size="sm" variant="subtle" onClick={open}>
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
