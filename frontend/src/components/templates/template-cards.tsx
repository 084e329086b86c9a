import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { setTemplateName } from '@/lib/handoff';
import classes from './template-cards.module.css';

// The twelve templates of the gallery (spec §2 Landing page and /SelectTemplate).
const TEMPLATES: { name: string; blurb: string }[] = [
  { name: 'Rental Agreement', blurb: 'Lease a home or shop: rent, deposit and duration.' },
  { name: 'Subletting', blurb: 'Let part of a rented property with the owner’s terms.' },
  { name: 'Interior Design', blurb: 'Design scope, milestones and material costs.' },
  { name: 'Maintenance', blurb: 'Recurring upkeep with service levels.' },
  { name: 'Home Renovation', blurb: 'Work stages, payments on completion.' },
  { name: 'Consulting', blurb: 'Advice engagements billed by deliverable or hour.' },
  { name: 'NDA', blurb: 'Keep shared business information confidential.' },
  { name: 'Consent Agreement', blurb: 'Record a party’s informed consent.' },
  { name: 'Loan Agreement', blurb: 'Principal, interest and repayment schedule.' },
  { name: 'Freelance', blurb: 'Project work with clear scope and payment terms.' },
  { name: 'Sales', blurb: 'Sell goods with items, GST and delivery terms.' },
  { name: 'Custom', blurb: 'Start from a blank contract and add your own terms.' },
];

interface TemplateCardsProps {
  // An extra line under a card's blurb (the gallery shows the template's two roles).
  extra?: (name: string) => ReactNode;
}

// Choosing a template stores its name and opens the contract builder.
export function TemplateCards({ extra }: TemplateCardsProps) {
  const navigate = useNavigate();
  const choose = (name: string) => {
    setTemplateName(name);
    void navigate('/CustomAgreement');
  };

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
      {TEMPLATES.map((template) => (
        <UnstyledButton key={template.name} className={classes.card} onClick={() => choose(template.name)}>
          <Text fw={700}>{template.name}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {template.blurb}
          </Text>
          {extra?.(template.name)}
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
