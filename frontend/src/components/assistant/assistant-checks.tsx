import { Accordion, Badge, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import {
  type AssistantDeal,
  clausesForDeal,
  draftingChecks,
  type DraftingFinding,
  type SuggestedClause,
} from '@samvida/machines';
import { useState } from 'react';
import { FormSection } from '@/components/ui/form-section';

interface AssistantChecksProps {
  /** The deal as drafted so far; the MSME question is asked here. */
  deal: Omit<AssistantDeal, 'sellerIsMsme'>;
  /** Adds the clause as an ordinary term (to the draft, or through AddAgreementTerm); none: read only. */
  onAdd?: (clause: SuggestedClause) => unknown;
  /** Says where an added clause goes, e.g. "It becomes one of your terms, which the buyer negotiates." */
  addedAs: string;
  busy?: boolean;
  /** The seller's registered MSME status, where the seller is known; the user may still change it here. */
  sellerIsMsme?: boolean;
}

// The drafting assistant's checks and clause library for a deal. Everything here is computed in the
// browser from the machines' library; nothing is recorded until the user presses Add.
export function AssistantChecks({ deal, onAdd, addedAs, busy, sellerIsMsme: registered }: AssistantChecksProps) {
  const [sellerIsMsme, setSellerIsMsme] = useState(registered ?? false);
  const full = { ...deal, sellerIsMsme };
  const findings = draftingChecks(full);
  const present = new Set(findings.map((finding) => finding.clause.id));
  const library = clausesForDeal(full).filter((clause) => !present.has(clause.id));
  return (
    <FormSection
      title="Drafting assistant"
      description={`Suggestions from Samvida's clause library, worded from this deal; nothing is recorded unless a party adds one. ${addedAs}`}
    >
      <Stack gap="md">
        <Checkbox
          label="The seller is a micro or small enterprise registered under the MSMED Act (Udyam)"
          checked={sellerIsMsme}
          onChange={(event) => setSellerIsMsme(event.currentTarget.checked)}
        />
        <section aria-label="Checks">
          <Text fw={600} size="sm" mb={6}>
            Checks
          </Text>
          {findings.length === 0 ? (
            <Text size="sm" c="dimmed">
              No essential clause is missing and no term contradicts the agreed fields.
            </Text>
          ) : (
            <Stack gap="sm">
              {findings.map((finding) => (
                <FindingCard key={finding.key} finding={finding} onAdd={onAdd} busy={busy} />
              ))}
            </Stack>
          )}
        </section>
        <section aria-label="Clause library">
          <Text fw={600} size="sm" mb={6}>
            More clauses for this contract
          </Text>
          <Accordion variant="separated">
            {library.map((clause) => (
              <Accordion.Item key={clause.id} value={clause.id}>
                <Accordion.Control>{clause.title}</Accordion.Control>
                <Accordion.Panel>
                  <ClauseBody clause={clause} onAdd={onAdd} busy={busy} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      </Stack>
    </FormSection>
  );
}

function FindingCard({
  finding,
  onAdd,
  busy,
}: {
  finding: DraftingFinding;
  onAdd?: (c: SuggestedClause) => unknown;
  busy?: boolean;
}) {
  const contradiction = finding.kind === 'contradiction';
  return (
    <Card withBorder padding="sm" data-testid="assistant-finding">
      <Group gap="xs" mb={4}>
        <Badge color={contradiction ? 'red' : 'yellow'} variant="light">
          {contradiction ? 'Contradiction' : 'Missing'}
        </Badge>
        <Text size="sm" fw={500}>
          {finding.message}
        </Text>
      </Group>
      {contradiction && (
        <Text size="xs" c="dimmed" mb={4}>
          The clause below states the agreed value; the other term needs rewording or deleting as well.
        </Text>
      )}
      <Text size="sm" fw={600}>
        Suggested: {finding.clause.title}
      </Text>
      <ClauseBody clause={finding.clause} onAdd={onAdd} busy={busy} />
    </Card>
  );
}

function ClauseBody({
  clause,
  onAdd,
  busy,
}: {
  clause: SuggestedClause;
  onAdd?: (c: SuggestedClause) => unknown;
  busy?: boolean;
}) {
  return (
    <Stack gap={6}>
      <Text size="sm">{clause.text}</Text>
      <Text size="xs" c="dimmed">
        In plain words: {clause.explanation}
      </Text>
      {onAdd && (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            loading={busy}
            onClick={() => void onAdd(clause)}
            aria-label={`Add the clause '${clause.title}'`}
          >
            Add
          </Button>
        </Group>
      )}
    </Stack>
  );
}
