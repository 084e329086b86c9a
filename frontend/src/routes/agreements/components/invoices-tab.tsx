import { Alert, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { needsEwayBill, type InvoiceStatus } from '@samvida/machines';
import { Link } from 'react-router';
import type { AvailableActions } from '@/api/available-actions';
import { errorMessage } from '@/api/client';
import {
  documentLinks,
  downloadDocument,
  executionCalls,
  useInvoiceList,
  type InvoiceCard,
  type TxnNoteView,
} from '@/api/execution';
import { useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import { NoteArithmetic } from '@/components/execution/note-arithmetic';
import { EInvoiceProblems } from '@/components/ui/hsn-sac-hint';
import { LoadingData } from '@/components/ui/loading-data';
import { notify } from '@/components/ui/notify';
import { offers } from '@/lib/actions';
import { formatDate, formatInr } from '@/lib/format';
import { EwayBillButton } from './eway-bill-button';
import { NoteItemActions, NoteActions } from './note-actions';
import { AdvanceSection, PaymentSection } from './payment-section';
import { NextActorBadge, StatusBadge } from './status-badge';

interface InvoicesTabProps {
  agreementId: string;
  role: 'buyer' | 'seller';
  actions: AvailableActions;
}

// The 'Invoice & Payments' tab: each invoice with its lines, transaction note and payments.
export function InvoicesTab({ agreementId, role, actions }: InvoicesTabProps) {
  const invoices = useInvoiceList(agreementId);
  if (invoices.isPending) return <LoadingData />;
  if (invoices.isError) return <Alert color="red">{errorMessage(invoices.error)}</Alert>;
  return (
    <Stack gap="md">
      <AdvanceSection agreementId={agreementId} role={role} actions={actions} />
      {invoices.data.length === 0 ? (
        <Text c="dimmed">No invoices</Text>
      ) : (
        invoices.data.map((invoice) => (
          <InvoiceCardView key={invoice.id} invoice={invoice} agreementId={agreementId} role={role} actions={actions} />
        ))
      )}
    </Stack>
  );
}

// How a card reads in each invoice status: a draft (the seller's own) has no lines or payment to show yet.
const CARD_OF: Record<InvoiceStatus, { title: string; published: boolean }> = {
  Draft: { title: 'Draft invoice', published: false },
  Published: { title: 'Invoice', published: true },
};

function InvoiceCardView({ invoice, agreementId, role, actions }: { invoice: InvoiceCard } & InvoicesTabProps) {
  const call = useNotifiedCall([queryKeys.agreement(agreementId)]);
  const invoiceActions = actions.invoices?.[invoice.id] ?? [];
  const card = CARD_OF[invoice.invoiceStatus];
  return (
    <Card withBorder padding="sm" data-testid="invoice-card" id={`invoice-${invoice.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Text fw={600}>{invoice.taxInvoice?.number ?? card.title}</Text>
            <StatusBadge status={invoice.invoiceStatus} />
            <Text size="sm" c="dimmed">
              Raised on {formatDate(invoice.raisedOn)}
            </Text>
          </Group>
          <Text fw={600} data-testid="invoice-amount">
            {formatInr(invoice.invoiceAmount)}
          </Text>
        </Group>
        {invoice.invoiceNote && <Text size="sm">{invoice.invoiceNote}</Text>}
        {invoice.taxInvoice && (
          <Text size="sm" c="dimmed">
            {invoice.taxInvoice.supplyType === 'INTRA'
              ? `CGST ${formatInr(invoice.taxInvoice.totals.cgst)} + SGST ${formatInr(invoice.taxInvoice.totals.sgst)}`
              : `IGST ${formatInr(invoice.taxInvoice.totals.igst)}`}
            {invoice.taxInvoice.placeOfSupply && ` · place of supply ${invoice.taxInvoice.placeOfSupply}`}
          </Text>
        )}
        <Group gap="xs">
          {offers(invoiceActions, 'UpdateInvoice') && (
            <Button size="xs" component={Link} to={`/EditInvoice?invId=${invoice.id}&agreementId=${agreementId}`}>
              Edit Invoice
            </Button>
          )}
          {offers(invoiceActions, 'GenerateTxnNote') && (
            <Button
              size="xs"
              loading={call.isPending}
              onClick={() => call.mutate(executionCalls.generateTxnNote(invoice.id))}
            >
              Generate Note
            </Button>
          )}
          {invoice.taxInvoice && <Downloads invoice={invoice} role={role} />}
        </Group>
        {card.published && <InvoiceItems invoice={invoice} />}
        {invoice.txnNote ? (
          <NoteSection note={invoice.txnNote} agreementId={agreementId} role={role} actions={actions} />
        ) : (
          card.published && (
            <Text size="sm" c="dimmed">
              Complete the transaction note to generate payment
            </Text>
          )
        )}
      </Stack>
    </Card>
  );
}

function Downloads({ invoice, role }: { invoice: InvoiceCard; role: InvoicesTabProps['role'] }) {
  const links = documentLinks(invoice.id);
  const name = invoice.taxInvoice!.number.replaceAll('/', '-');
  const download = (link: string, file: string) =>
    void downloadDocument(link, file).catch((error: unknown) => notify(errorMessage(error), 'Error'));
  return (
    <>
      <Button size="xs" variant="light" onClick={() => download(links.invoicePdf, `${name}.pdf`)}>
        Tax invoice PDF
      </Button>
      <Button size="xs" variant="light" onClick={() => download(links.eInvoiceJson, `${name}.json`)}>
        e-invoice JSON
      </Button>
      {role === 'seller' && needsEwayBill(invoice) && <EwayBillButton invoice={invoice} />}
      {invoice.creditNote && (
        <Button
          size="xs"
          variant="light"
          onClick={() => download(links.creditNotePdf, `${invoice.creditNote!.number.replaceAll('/', '-')}.pdf`)}
        >
          Credit note PDF
        </Button>
      )}
    </>
  );
}

function InvoiceItems({ invoice }: { invoice: InvoiceCard }) {
  return (
    <details>
      <summary>Invoice items ({invoice.itemList.length})</summary>
      {invoice.itemList.length === 0 ? (
        <Text c="dimmed">No items in invoice</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                {['Code', 'Title', 'Description', 'Tax %', 'Quantity delivered', 'Rate', 'Amount + tax', 'Note'].map(
                  (h) => (
                    <Table.Th key={h}>{h}</Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.itemList.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.itemHsnCsnUin}</Table.Td>
                  <Table.Td>
                    {item.itemTitle}
                    <EInvoiceProblems problems={item.problems} />
                  </Table.Td>
                  <Table.Td>{item.itemDescription}</Table.Td>
                  <Table.Td>{item.itemTax}</Table.Td>
                  <Table.Td>{item.itemQuantityDelivered}</Table.Td>
                  <Table.Td>{formatInr(item.itemProposedRate)}</Table.Td>
                  <Table.Td>{formatInr(item.amount)}</Table.Td>
                  <Table.Td>{item.inoviceItemNote}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </details>
  );
}

function NoteSection({ note, agreementId, role, actions }: { note: TxnNoteView } & InvoicesTabProps) {
  return (
    <Card withBorder padding="xs" data-testid="txn-note">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Text fw={600} size="sm">
              Transaction note
            </Text>
            <span data-testid="note-status">
              <NextActorBadge status={note.noteStatus} entityId={note.id} />
            </span>
            <Text size="sm">Penalty {note.panalityPercent}%</Text>
          </Group>
          <NoteActions note={note} agreementId={agreementId} role={role} actions={actions.notes?.[note.id] ?? []} />
        </Group>
        {note.noteRemark && <Text size="sm">{note.noteRemark}</Text>}
        <details>
          <summary>Note items ({note.itemList.length})</summary>
          {note.itemList.length === 0 ? (
            <Text c="dimmed">No items in transaction note</Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    {['Status', 'Code', 'Title', 'Buyer rate', 'Seller rate', 'Defected', 'Delivered', 'Amount'].map(
                      (h) => (
                        <Table.Th key={h}>{h}</Table.Th>
                      ),
                    )}
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {note.itemList.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td>
                        <NextActorBadge status={line.noteStatus} entityId={line.id} />
                      </Table.Td>
                      <Table.Td>{line.itemHsnCsnUin}</Table.Td>
                      <Table.Td>{line.itemTitle}</Table.Td>
                      <Table.Td>{formatInr(line.buyerProposedRate)}</Table.Td>
                      <Table.Td>{formatInr(line.sellerProposedRate)}</Table.Td>
                      <Table.Td>{line.defectedCount}</Table.Td>
                      <Table.Td>{line.deliveredCount}</Table.Td>
                      <Table.Td>{formatInr(line.settledAmount)}</Table.Td>
                      <Table.Td>
                        <NoteItemActions
                          line={line}
                          agreementId={agreementId}
                          actions={actions.noteItems?.[line.id] ?? []}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </details>
        <NoteArithmetic note={note} />
        {note.notePayment ? (
          <PaymentSection
            payment={note.notePayment}
            canPay={offers(actions.notes?.[note.id], 'MakePayment')}
            kind="note"
            agreementId={agreementId}
            role={role}
            actions={actions}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Complete the transaction note to generate payment
          </Text>
        )}
      </Stack>
    </Card>
  );
}
