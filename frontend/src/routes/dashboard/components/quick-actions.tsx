import { Box, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useMemberMay } from '@/lib/use-member-may';
import classes from './quick-actions.module.css';

const ACTIONS = [
  { label: 'Create Contract', hint: 'Start from a template', to: '/SelectTemplate', symbol: '+' },
  { label: 'Generate RFQ', hint: 'Ask sellers for quotes', to: '/NewRFQ', symbol: '⇄' },
  { label: 'Purchase Order', hint: 'Items, GSTINs and a payment schedule', to: '/New', symbol: '₹' },
  { label: 'User Terms', hint: 'Your reusable term groups', to: '/userTerms', symbol: '§' },
  { label: 'Create Catalogue', hint: 'Items you buy or sell', to: '/userItems', symbol: '▤' },
];

// Each one starts something to negotiate: a member whose role may not sees none.
export function QuickActions() {
  const mayNegotiate = useMemberMay('negotiate');
  if (!mayNegotiate) return null;
  return (
    <Box component="nav" aria-label="Quick actions">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
        {ACTIONS.map((action) => (
          <UnstyledButton key={action.to} component={Link} to={action.to} className={classes.action}>
            <ThemeIcon size="lg" radius="md" variant="light" aria-hidden>
              {action.symbol}
            </ThemeIcon>
            <Text fw={700} mt="xs">
              {action.label}
            </Text>
            <Text size="xs" c="dimmed">
              {action.hint}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Box>
  );
}
