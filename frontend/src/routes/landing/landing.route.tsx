import { Anchor, Box, Button, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PlanGrid } from '@/components/pricing/plan-grid';
import { env } from '@/config/env';
import { clearHandoffData, setTemplateName } from '@/lib/handoff';
import { TemplateCards } from '@/components/templates/template-cards';
import { SessionEndedNotice } from './components/session-ended-notice';
import classes from './landing.module.css';

const FEATURES = [
  {
    title: 'Drafting assistant',
    text: 'Clauses worded from your deal, checks for missing or contradicting terms, and a first draft from a one-line description.',
  },
  { title: 'Negotiate line by line', text: 'Propose rates, terms and dates; both parties see every change live.' },
  {
    title: 'Requests for quotation',
    text: 'Invite sellers, compare their responses and turn the best into a contract.',
  },
  { title: 'Invoices and payments', text: 'Raise GST invoices, reconcile deliveries and track cash in and out.' },
  { title: 'Built for India', text: 'PAN, GSTIN, MSME and HSN/SAC codes, amounts in ₹ with Indian grouping.' },
  { title: 'Tamper-evident history', text: 'Every step is recorded so an audit report can prove who agreed to what.' },
];

export function LandingRoute() {
  const navigate = useNavigate();

  const buildCustom = () => {
    setTemplateName('Custom');
    void navigate('/CustomAgreement');
  };
  // An RFQ starts clean: leftovers from another flow must not prefill it.
  const requestQuotation = () => {
    clearHandoffData();
    void navigate('/NewRFQ');
  };

  return (
    <Stack gap={56}>
      <title>Samvida: contracts for Indian businesses</title>
      <SessionEndedNotice />
      <Box component="section" className={classes.hero} p={{ base: 'lg', sm: 48 }}>
        <Title order={1} fz={{ base: 30, sm: 44 }} maw={760} lh={1.15}>
          Draft, negotiate and sign contracts with your buyers and sellers
        </Title>
        <Text size="lg" c="dimmed" mt="md" maw={640}>
          Samvida keeps contracts, requests for quotation, invoices and payments in one place, so both sides always work
          from the same version.
        </Text>
        <Group mt="xl" gap="sm">
          <Button size="md" onClick={buildCustom}>
            Build Custom Contract
          </Button>
          <Button size="md" variant="outline" onClick={requestQuotation}>
            Request for Quotation
          </Button>
        </Group>
        <Group mt="md" gap="lg">
          <Anchor href={env.VITE_INTRO_VIDEO_URL} target="_blank" rel="noopener noreferrer">
            Watch the intro video
          </Anchor>
          <Text size="sm">
            Already have an account?{' '}
            <Anchor component={Link} to="/Signup" fw={600}>
              Sign in
            </Anchor>
          </Text>
        </Group>
      </Box>

      <Box component="section" aria-labelledby="templates-heading">
        <Title order={2} id="templates-heading" mb="xs">
          Start from a template
        </Title>
        <Text c="dimmed" mb="md">
          Pick a contract type and fill in the details; you can change every clause before sending.
        </Text>
        <TemplateCards />
      </Box>

      <Box component="section" aria-labelledby="features-heading">
        <Title order={2} id="features-heading" mb="md">
          Everything a contract needs, after it is signed too
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="lg"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {FEATURES.map((feature) => (
            <Group key={feature.title} component="li" align="flex-start" wrap="nowrap" gap="sm">
              <ThemeIcon variant="light" radius="xl" aria-hidden>
                ✓
              </ThemeIcon>
              <div>
                <Text fw={700}>{feature.title}</Text>
                <Text size="sm" c="dimmed">
                  {feature.text}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
      </Box>

      <Box component="section" aria-labelledby="pricing-heading">
        <Title order={2} id="pricing-heading" ta="center">
          Simple, Transparent Pricing
        </Title>
        <Text c="dimmed" ta="center" mb="lg">
          Choose the plan that fits your business needs
        </Text>
        <PlanGrid />
      </Box>
    </Stack>
  );
}
