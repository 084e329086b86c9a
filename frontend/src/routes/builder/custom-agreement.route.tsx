import { Alert, Button, Grid, Stack, Text, Title } from '@mantine/core';
import { AssistantChecks } from '@/components/assistant/assistant-checks';
import { DescribeDeal } from '@/components/assistant/describe-deal';
import { PreviewAside } from '@/components/document/preview-aside';
import { getTemplateName } from '@/lib/handoff';
import { builderTemplateOf } from '@/lib/builder-roles';
import { isSignedIn, useSession } from '@/lib/session';
import { AgreementDetailsSection } from './components/agreement-details-section';
import { BuilderActions } from './components/builder-actions';
import { ContractPreview } from './components/contract-preview';
import { FinancialSection } from './components/financial-section';
import { RoleCounterpartySection } from './components/role-counterparty-section';
import { TermDurationSection } from './components/term-duration-section';
import { TermsSection } from './components/terms-section';
import { useBuilderDraft } from './hooks/use-builder-draft';
import { draftDeal } from './lib/builder-draft';

// /CustomAgreement: the generic contract builder, titled with the stored template name.
export function CustomAgreementRoute() {
  const stored = getTemplateName();
  const template = builderTemplateOf(stored);
  return <Builder key={template} title={stored ?? 'Custom Agreement'} template={template} />;
}

function Builder({ title, template }: { title: string; template: ReturnType<typeof builderTemplateOf> }) {
  const state = useBuilderDraft(template);
  const signedIn = isSignedIn(useSession());

  return (
    <Stack gap="lg">
      <title>{`${title} · Samvida`}</title>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt={4}>
          Fill in the sections; the contract preview updates as you type. Send it when it reads right.
        </Text>
      </div>
      {state.preloadError && (
        <Alert color="red" title="Could not load the template's suggested terms and items" role="alert">
          You can still add your own.{' '}
          <Button size="compact-xs" variant="white" color="red" onClick={state.retryPreload}>
            Try again
          </Button>
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <RoleCounterpartySection state={state} signedIn={signedIn} />
            <AgreementDetailsSection state={state} />
            <TermDurationSection state={state} />
            <FinancialSection state={state} />
            <TermsSection
              state={state}
              kind="paymentTerms"
              title="Payment terms"
              label="Payment term"
              description="When and how payments are made."
            />
            <TermsSection state={state} kind="customTerms" title="Custom terms and conditions" label="Custom term" />
            <DescribeDeal contractType={template} onApply={state.applyProposal} />
            <AssistantChecks
              deal={draftDeal(state.draft)}
              onAdd={(clause) =>
                state.addTerm(clause.isPaymentTerm ? 'paymentTerms' : 'customTerms', clause.title, clause.text)
              }
              addedAs="An added clause becomes a term of this draft, which the other party negotiates once you send it."
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <PreviewAside title="Live contract preview">
            <ContractPreview draft={state.draft} />
          </PreviewAside>
        </Grid.Col>
      </Grid>
      <BuilderActions draft={state.draft} signedIn={signedIn} />
    </Stack>
  );
}
