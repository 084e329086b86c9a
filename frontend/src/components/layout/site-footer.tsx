import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

const COLUMNS = [
  { title: 'Resources', links: [{ label: 'Subscription List', to: '/subscriptionList' }] },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/AboutUs' },
      { label: 'Contact', to: '/ContactUs' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/Policy' },
      { label: 'Terms of Service', to: '/Terms' },
      { label: 'Cookie Policy', to: '/CookiePolicy' },
    ],
  },
];

const SOCIAL = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/samvida' },
  { label: 'X (Twitter)', href: 'https://x.com/samvida' },
  { label: 'YouTube', href: 'https://www.youtube.com/@samvida' },
];

export function SiteFooter() {
  return (
    <Container
      component="footer"
      size="lg"
      py="xl"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        <Stack gap={6}>
          <Text fw={800} c="brand.8">
            Samvida
          </Text>
          <Text size="sm" c="dimmed">
            Smart contract management for modern businesses and professionals.
          </Text>
        </Stack>
        {COLUMNS.map((column) => (
          <Stack key={column.title} gap={6} component="nav" aria-label={column.title}>
            <Text fw={700} size="sm">
              {column.title}
            </Text>
            {column.links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dark.6">
                {link.label}
              </Anchor>
            ))}
          </Stack>
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="xl" gap="sm">
        <Text size="sm" c="dimmed">
          © 2025 Samvida. All rights reserved.
        </Text>
        <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Social links">
          {SOCIAL.map((link) => (
            <li key={link.label}>
              <Anchor href={link.href} target="_blank" rel="noopener noreferrer" size="sm" c="dark.6">
                {link.label}
              </Anchor>
            </li>
          ))}
        </Group>
      </Group>
    </Container>
  );
}
