import { Button, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { CookiePreferences } from '@/components/cookies/cookie-preferences';
import { formatDate } from '@/lib/format';
import { useCookieConsent } from '@/lib/cookie-consent';
import { LegalPage } from './components/legal-page';

const FIRST_PARTY = [
  {
    name: 'Session',
    purpose: 'Keeps you signed in and protects your requests.',
    duration: 'Until you close the browser',
  },
  { name: 'Consent preferences', purpose: 'Remembers your cookie choice.', duration: '1 year' },
  { name: 'Language', purpose: 'Remembers the language you chose.', duration: '1 year' },
  { name: 'Payment session', purpose: 'Links a checkout to your plan purchase.', duration: '24 hours' },
];

// /CookiePolicy: last updated December 3, 2024, with the consent settings.
export function CookiePolicyRoute() {
  const consent = useCookieConsent();
  const [settingsOpen, settings] = useDisclosure(false);

  return (
    <LegalPage
      title="Cookie Policy"
      lastUpdated="December 3, 2024"
      intro={
        <p>
          Cookies are small files a website stores in your browser. This page lists the ones Samvida uses and how you
          control them.
        </p>
      }
      sections={[
        {
          heading: 'First-party cookies',
          body: (
            <Table.ScrollContainer minWidth={480}>
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Cookie</Table.Th>
                    <Table.Th>Purpose</Table.Th>
                    <Table.Th>Duration</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {FIRST_PARTY.map((cookie) => (
                    <Table.Tr key={cookie.name}>
                      <Table.Td>{cookie.name}</Table.Td>
                      <Table.Td>{cookie.purpose}</Table.Td>
                      <Table.Td>{cookie.duration}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ),
        },
        {
          heading: 'Third-party services',
          body: (
            <ul>
              <li>Web analytics: counts visits and pages viewed, only with your consent.</li>
              <li>Behaviour analytics: how pages are used (clicks, scrolling), only with your consent.</li>
              <li>Payment provider: sets its own cookies during checkout to prevent fraud; needed to pay.</li>
            </ul>
          ),
        },
        {
          heading: 'Other trackers',
          body: (
            <p>
              We keep your session values and screen hand-offs in your browser’s local storage. We do not use
              advertising trackers or sell browsing data.
            </p>
          ),
        },
        {
          heading: 'Browser controls',
          body: (
            <p>
              Every browser lets you block or delete cookies in its settings. Blocking essential cookies signs you out
              and stops payments from working.
            </p>
          ),
        },
        {
          heading: 'Your consent',
          body: (
            <>
              <p>
                On your first visit a banner lets you accept all cookies, reject the non-essential ones, or customise
                your choice. You can change it here at any time.
              </p>
              <p data-testid="consent-status">
                {consent
                  ? `Your choice (saved ${formatDate(consent.decidedAt)}): web analytics ${consent.analytics ? 'on' : 'off'}, behaviour analytics ${consent.behaviour ? 'on' : 'off'}.`
                  : 'You have not made a choice yet.'}
              </p>
              <Button variant="outline" onClick={settings.open}>
                Cookie settings
              </Button>
            </>
          ),
        },
        {
          heading: 'Contact',
          body: (
            <p>
              Questions about cookies? Write to us through the <Link to="/ContactUs">Contact us</Link> page.
            </p>
          ),
        },
      ]}
    >
      <CookiePreferences opened={settingsOpen} onClose={settings.close} />
    </LegalPage>
  );
}
