import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { notify } from '@/components/ui/notify';
import { offers } from '@/lib/actions';
import { draftCalls, useAgreementCall, type AgreementCall } from './api/agreement-commands';
import { AgreementLoader, type LoadedAgreement } from './components/agreement-loader';
import { AssistantPanel } from './components/assistant-panel';
import { DraftHeader } from './components/draft-header';
import { DraftRatesTable } from './components/draft-rates-table';
import { DraftTerms } from './components/draft-terms';
import { DepositNote, GeneralTermsFields } from './components/general-terms-fields';
import { TermTabs } from './components/term-tabs';
import { useBack } from './hooks/use-back';
import { useDraftForm } from './hooks/use-draft-form';
import { ApprovalControls } from './components/agreement-actions';

const HEADING = 'Agreement Draft';

// /draftAgreement?agreementId= : the seller's draft made by applying to an RFQ.
export function DraftAgreementRoute() {
  return <AgreementLoader heading={HEADING}>{(agreement) => <SellerDraft agreement={agreement} />}</AgreementLoader>;
}

function SellerDraft({ agreement }: { agreement: LoadedAgreement }) {
  const { detail, items, terms, actions, highlighted } = agreement;
  const navigate = useNavigate();
  const back = useBack();
  const { form, parse } = useDraftForm(detail, items);
  const save = useAgreementCall(detail.id);
  const publish = useAgreementCall(detail.id);
  const canEditTerms = offers(actions.agreement, 'UpdateB2CContract');
  const canEditItem = (id: string) => offers(actions.items[id], 'UpdateAgreementItem');
  const canSave = canEditTerms || items.some((item) => canEditItem(item.id));

  // The calls that save what the user changed: the general terms and each edited item's offer.
  const pendingCalls = (): AgreementCall[] | null => {
    if (form.validate().hasErrors) return null;
    const values = parse(form.getValues());
    const calls: AgreementCall[] = [];
    const rateType = detail.userRole === 'buyer' ? 2 : 1;
    if (canEditTerms && form.isDirty('general'))
      calls.push(draftCalls.updateGeneralTerms({ AgreementId: detail.id, ...values.general }));
    for (const item of items)
      if (canEditItem(item.id) && form.isDirty(`rates.${item.id}`))
        calls.push(
          draftCalls.updateRate({
            AgreementId: detail.id,
            ItemId: item.id,
            RateType: rateType,
            ...values.rates[item.id]!,
          }),
        );
    return calls;
  };

  const saveChanges = async (): Promise<boolean> => {
    const calls = pendingCalls();
    if (calls === null) return false;
    if (calls.length === 0) return true;
    try {
      await save.mutateAsync(calls);
      form.resetDirty();
      return true;
    } catch {
      return false;
    }
  };

  const onSave = async () => {
    if (pendingCalls()?.length === 0) notify('There are no changes to save.', 'Info');
    else await saveChanges();
  };

  // Publish saves what is pending first, then proposes the agreement and opens its detail screen.
  const onPublish = async () => {
    if (!(await saveChanges())) return;
    publish.mutate(draftCalls.publish(detail.id), {
      onSuccess: () => navigate(`/DetailAgreement?agreementId=${detail.id}`),
    });
  };

  return (
    <Stack gap="md">
      <DraftHeader heading={HEADING} detail={detail} />
      <Card>
        <Title order={2} fz="lg" mb="sm">
          General terms
        </Title>
        <GeneralTermsFields form={form} path="general" editable={canEditTerms} />
        <DepositNote detail={detail} />
      </Card>
      <Card>
        <Title order={2} fz="lg" mb="sm">
          Items
        </Title>
        <DraftRatesTable
          items={items}
          form={form}
          editable={(item) => canEditItem(item.id)}
          highlighted={highlighted}
        />
      </Card>
      <Card>
        <Title order={2} fz="lg" mb="sm">
          Terms
        </Title>
        <Stack gap="md">
          {offers(actions.agreement, 'AddAgreementTerm') && (
            <TermTabs agreementId={detail.id} termType="Seller" generalTerms={canEditTerms ? detail : undefined} />
          )}
          <DraftTerms agreementId={detail.id} terms={terms} actions={actions} highlighted={highlighted} />
        </Stack>
      </Card>
      <AssistantPanel
        detail={detail}
        items={items}
        terms={terms}
        canAdd={offers(actions.agreement, 'AddAgreementTerm')}
      />
      <Group justify="space-between">
        <Button variant="default" onClick={back}>
          Back
        </Button>
        <Group gap="xs">
          {canSave && (
            <Button variant="light" onClick={() => void onSave()} loading={save.isPending && !publish.isPending}>
              Save agreement
            </Button>
          )}
          <ApprovalControls agreementId={detail.id} actions={actions} />
          {offers(actions.agreement, 'StartAgreement') && (
            <Button onClick={() => void onPublish()} loading={publish.isPending}>
              Publish
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
