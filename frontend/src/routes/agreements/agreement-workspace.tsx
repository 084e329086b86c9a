import { Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { offers } from '@/lib/actions';
import { AgreementActions } from './components/agreement-actions';
import type { LoadedAgreement } from './components/agreement-loader';
import { AssistantPanel } from './components/assistant-panel';
import classes from './components/changed.module.css';
import { ContractInfo } from './components/contract-info';
import { DetailHeader } from './components/detail-header';
import { ExpectedPayments } from './components/expected-payments';
import { InvoicesTab } from './components/invoices-tab';
import { ItemsTable } from './components/items-table';
import { RemarksCell } from './components/remarks-cell';
import { SignaturePanel } from './components/signature-panel';
import { TermsTable } from './components/terms-table';
import { TurnBanner } from './components/turn-banner';
import { WhoseMoveProvider } from './hooks/use-whose-move';

// The agreement screen once its reads are in: header, turn, remarks, signatures and the tabs.
export function Workspace({ heading, agreement }: { heading: string; agreement: LoadedAgreement }) {
  const { detail, items, terms, actions, highlighted } = agreement;
  const role = detail.userRole === 'buyer' ? 'buyer' : 'seller';
  return (
    <WhoseMoveProvider state={detail.state}>
      <Stack gap="md">
        <title>{`${heading} ${detail.agreementUID} · Samvida`}</title>
        <DetailHeader
          heading={heading}
          detail={detail}
          items={items}
          terms={terms}
          canInvoice={offers(actions.agreement, 'MakeInvoice')}
        />
        <TurnBanner detail={detail} />
        <Card
          padding="sm"
          data-changed={highlighted.has(detail.id) || undefined}
          className={highlighted.has(detail.id) ? classes.changed : undefined}
        >
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Text fw={600} size="sm">
                Contract remarks
              </Text>
              <RemarksCell
                agreementId={detail.id}
                parentId={null}
                subject="the agreement"
                remarks={detail.communication}
                canRemark={offers(actions.agreement, 'RemarkAgreement')}
              />
            </Group>
            <AgreementActions detail={detail} actions={actions} />
          </Group>
        </Card>
        <SignaturePanel agreementId={detail.id} actions={actions} />
        <Tabs defaultValue="items" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="invoices">Invoice &amp; Payments</Tabs.Tab>
            <Tabs.Tab value="info">Contract Info</Tabs.Tab>
            <Tabs.Tab value="items">Item &amp; Terms</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="invoices" pt="md">
            <ExpectedPayments detail={detail} />
            <InvoicesTab agreementId={detail.id} role={role} actions={actions} />
          </Tabs.Panel>
          <Tabs.Panel value="info" pt="md">
            <ContractInfo detail={detail} />
          </Tabs.Panel>
          <Tabs.Panel value="items" pt="md">
            <Stack gap="lg">
              <ItemsTable
                agreementId={detail.id}
                items={items}
                actions={actions}
                role={role}
                highlighted={highlighted}
              />
              {(['Buyer', 'Seller'] as const).map((owner) => (
                <TermsTable
                  key={owner}
                  title={`${owner} terms`}
                  agreementId={detail.id}
                  terms={terms.filter((term) => term.termType === owner)}
                  actions={actions}
                  highlighted={highlighted}
                />
              ))}
              {/* While a party can still add or negotiate terms: a draft, or a move of the negotiation awaited. */}
              {detail.userRole !== 'auditor' &&
                (detail.turn !== null || offers(actions.agreement, 'AddAgreementTerm')) && (
                  <AssistantPanel
                    detail={detail}
                    items={items}
                    terms={terms}
                    canAdd={offers(actions.agreement, 'AddAgreementTerm')}
                  />
                )}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </WhoseMoveProvider>
  );
}
