import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TemplateCards } from '@/components/templates/template-cards';
import { RoleNotice } from '@/components/ui/role-notice';
import { builderTemplateOf, roleLabel, rolePairOf } from '@/lib/builder-roles';
import { useMemberMay } from '@/lib/use-member-may';

// The fixed-layout forms (spec §2 "Fixed-layout templates"), and the purchase-order editor (issue 41).
const FORMS = [
  { to: '/New', title: 'Purchase or sales order', hint: 'Items with HSN/SAC, both GSTINs and a payment schedule.' },
  { to: '/ResidentialAgreementT1', title: 'Residential rental', hint: 'Rent, maintenance, dates and advance months.' },
  { to: '/HomeMaintenanceT1', title: 'Home maintenance', hint: 'Services, visits and a monthly fee.' },
  { to: '/PersonalLoanT1', title: 'Personal loan', hint: 'Principal, interest and repayment.' },
  { to: '/SublettingAgreementT1', title: 'Sublease', hint: 'Part of a rented home, with the owner’s consent.' },
  { to: '/BuySellT1', title: 'Goods sale', hint: 'Goods, delivery, inspection and warranty.' },
];

// /SelectTemplate: the twelve templates; choosing one stores its name and opens the builder.
export function SelectTemplateRoute() {
  // A member whose role may not draft still browses the templates, told that sending is refused.
  const mayDraft = useMemberMay('negotiate');
  return (
    <Stack gap="lg">
      <title>Template gallery · Samvida</title>
      <div>
        <Title order={1}>Template gallery</Title>
        <Text c="dimmed" mt={4}>
          Pick a template to start a contract. Its usual clauses and items are filled in; you can change all of them.
        </Text>
      </div>
      {mayDraft === false && <RoleNotice />}
      <section aria-label="Templates">
        <TemplateCards
          extra={(name) => {
            const [own, other] = rolePairOf(builderTemplateOf(name));
            return (
              <Text component="span" display="block" size="xs" mt="xs" c="brand.8" fw={600}>
                {roleLabel(own)} · {roleLabel(other)}
              </Text>
            );
          }}
        />
      </section>
      <section aria-labelledby="ready-made-forms">
        <Title order={2} fz="lg" id="ready-made-forms" mb="sm">
          Ready-made forms
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {FORMS.map((form) => (
            <Card key={form.to} padding="md">
              <Anchor component={Link} to={form.to} fw={700}>
                {form.title}
              </Anchor>
              <Text size="sm" c="dimmed" mt={4}>
                {form.hint}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
