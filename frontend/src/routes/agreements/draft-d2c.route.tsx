import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { offers } from '@/lib/actions';
import { draftCalls, useAgreementCall } from './api/agreement-commands';
import type { AgreementItem } from './api/agreement-items';
import { AgreementLoader, type LoadedAgreement } from './components/agreement-loader';
import { AssistantPanel } from './components/assistant-panel';
import { D2cItemForm } from './components/d2c-item-form';
import { D2cItems } from './components/d2c-items';
import { DraftHeader } from './components/draft-header';
import { DraftTerms } from './components/draft-terms';
import { DepositNote, GeneralTerms, GeneralTermsFields, generalTermsOf } from './components/general-terms-fields';
import { TermTabs } from './components/term-tabs';
import { useBack } from './hooks/use-back';
import { ApprovalControls } from './components/agreement-actions';

const HEADING = 'Agreement Draft (Consumer)';

// /draftD2C?agreementId= : a business-to-consumer draft (builder, residential and other templates).
export function DraftD2cRoute() {
  return <AgreementLoader heading={HEADING}>{(agreement) => <ConsumerDraft agreement={agreement} />}</AgreementLoader>;
}

function ConsumerDraft({ agreement }: { agreement: LoadedAgreement }) {
  const { detail, items, terms, actions, highlighted } = agreement;
  const navigate = useNavigate();
  const back = useBack();
  const side = detail.userRole === 'buyer' ? 'buyer' : 'seller';
  const [editingTerms, setEditingTerms] = useState(false);
  const [editingItem, setEditingItem] = useState<AgreementItem | null>(null);
  const form = useForm({
    initialValues: generalTermsOf(detail),
    validate: schemaResolver(GeneralTerms, { sync: true }),
  });
  const update = useAgreementCall(detail.id);
  const publish = useAgreementCall(detail.id);
  const canEditTerms = offers(actions.agreement, 'UpdateB2CContract');
  // Outside editing, the fields follow the server (live changes included).
  const serverTerms = JSON.stringify(generalTermsOf(detail));
  useEffect(() => {
    if (!editingTerms) form.setValues(JSON.parse(serverTerms));
  }, [serverTerms, editingTerms]);

  const saveTerms = form.onSubmit((values) =>
    update.mutate(draftCalls.updateGeneralTerms({ AgreementId: detail.id, ...GeneralTerms.parse(values) }), {
      onSuccess: () => {
        form.resetDirty();
        setEditingTerms(false);
      },
    }),
  );

  return (
    <Stack gap="md">
      <DraftHeader heading={HEADING} detail={detail} />
      <Card component="form" onSubmit={saveTerms} noValidate>
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            General terms
          </Title>
          {editingTerms && (
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => setEditingTerms(false)}>
                Cancel
              </Button>
              <Button type="submit" size="xs" loading={update.isPending}>
                Save
              </Button>
            </Group>
          )}
        </Group>
        <GeneralTermsFields form={form} editable={editingTerms} />
        <DepositNote detail={detail} />
      </Card>
      <Card>
        <Title order={2} fz="lg" mb="sm">
          Items
        </Title>
        <Stack gap="md">
          <D2cItems
            items={items}
            side={side}
            canEdit={(item) => offers(actions.items[item.id], 'UpdateAgreementItem')}
            onEdit={setEditingItem}
            highlighted={highlighted}
          />
          {(editingItem || offers(actions.agreement, 'AddAgreementItem')) && (
            <Card withBorder bg="gray.0">
              <Title order={3} fz="md" mb="xs">
                {editingItem ? `Edit '${editingItem.itemTitle}'` : 'Add an item'}
              </Title>
              <D2cItemForm
                key={editingItem?.id ?? 'new'}
                agreementId={detail.id}
                item={editingItem}
                side={side}
                onDone={() => setEditingItem(null)}
              />
            </Card>
          )}
        </Stack>
      </Card>
      <Card>
        <Title order={2} fz="lg" mb="sm">
          Terms
        </Title>
        <Stack gap="md">
          {offers(actions.agreement, 'AddAgreementTerm') && (
            <TermTabs
              agreementId={detail.id}
              termType={side === 'buyer' ? 'Buyer' : 'Seller'}
              generalTerms={canEditTerms ? detail : undefined}
            />
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
          {canEditTerms && !editingTerms && (
            <Button variant="light" onClick={() => setEditingTerms(true)}>
              Edit
            </Button>
          )}
          <ApprovalControls agreementId={detail.id} actions={actions} />
          {offers(actions.agreement, 'StartAgreement') && (
            <Button
              loading={publish.isPending}
              onClick={() =>
                publish.mutate(draftCalls.publish(detail.id), {
                  onSuccess: () => navigate(`/DetailAgreement?agreementId=${detail.id}`),
                })
              }
            >
              Publish
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
