import { Box, NavLink, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useMemberMay } from '@/lib/use-member-may';

interface NavItem {
  label: string;
  to: string;
  /** An entry that only starts something new: shown to roles that may negotiate. */
  creates?: true;
}

// Spec §2 "Side navigation". Account Settings opens the profile (the spec points it at /, which
// only bounced back). Team Members lists the business's team (issue 38).
const SECTIONS: { title: string; items: NavItem[] }[] = [
  {
    title: 'Dashboard',
    items: [
      { label: 'Overview', to: '/home' },
      { label: 'Analytics', to: '/AnalyticsPage' },
    ],
  },
  {
    title: 'Contracts',
    items: [
      { label: 'All Contracts', to: '/AllContracts' },
      { label: 'Create New', to: '/SelectTemplate', creates: true },
      { label: 'Purchase Order', to: '/New', creates: true },
      { label: 'Templates', to: '/SelectTemplate' },
      { label: 'Archive', to: '/Archive' },
    ],
  },
  {
    title: 'RFQs',
    items: [
      { label: 'All RFQs', to: '/AllRFQ' },
      { label: 'Create RFQ', to: '/NewRFQ', creates: true },
      { label: 'Invitations', to: '/AllRFQ?tab=invites' },
    ],
  },
  {
    title: 'Settings',
    items: [
      { label: 'Account Settings', to: '/UpdateUser' },
      { label: 'User Terms', to: '/userTerms' },
      { label: 'Catalogues', to: '/userItems' },
      { label: 'Team Members', to: '/TeamMembers' },
    ],
  },
];

export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname, search } = useLocation();
  const current = (pathname + search).toLowerCase();
  // Hidden only once the role is known not to allow it (a viewer or an accountant).
  const mayCreate = useMemberMay('negotiate') !== false;

  return (
    <Box component="nav" aria-label="Main" p="sm" style={{ overflowY: 'auto' }}>
      {SECTIONS.map((section) => (
        <div key={section.title}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
            {section.title}
          </Text>
          {section.items
            .filter((item) => mayCreate || !item.creates)
            .map((item) => (
              <NavLink
                key={item.label}
                component={Link}
                to={item.to}
                label={item.label}
                active={current === item.to.toLowerCase()}
                aria-current={current === item.to.toLowerCase() ? 'page' : undefined}
                onClick={onNavigate}
              />
            ))}
        </div>
      ))}
    </Box>
  );
}
