import { Alert, Button, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAvailableActions, type AvailableActions } from '@/api/available-actions';
import { errorMessage } from '@/api/client';
import { executionCalls, useInvoiceList, type InvoiceCard } from '@/api/execution';
import { useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import { LoadingData } from '@/components/ui/loading-data';
import { offers } from '@/lib/actions';
import { formatInr } from '@/lib/format';

type Actions = AvailableActions['agreement'];

// /EditInvoice?invId=&agreementId= : the seller edits a draft invoice's note or one item, and publishes.
export function EditInvoiceRoute() {
  const [params] = useSearchParams();
  const agreementId = params.get('agreementId') ?? '';
  const invoiceId = params.get('invId') ?? '';
  const invoices = useInvoiceList(agreementId);
  const actions = useAvailableActions(agreementId);
  const invoice = invoices.data?.find((i) => i.id === invoiceId);
  const offered = actions.data?.invoices?.[invoiceId] ?? [];
  return (
    <Stack gap="md">
      <title>Edit Invoice · Samvida</title>
      <Title order={1}>Edit Invoice</Title>
      {invoices.isError || actions.isError ? (
        <Alert color="red">{errorMessage(invoices.error ?? actions.error)}</Alert>
      ) : invoices.isPending || actions.isPending ? (
        <LoadingData />
      ) : !invoice || !offers(offered, 'UpdateInvoice') ? (
        <Alert color="blue">This invoice is not a draft you can edit.</Alert>
      ) : (
        <EditForm invoice={invoice} agreementId={agreementId} actions={offered} />
      )}
    </Stack>
  );
}

// The draft's note, lines and Publish, each shown as the server offers it on this invoice.
function EditForm({ invoice, agreementId, actions }: { invoice: InvoiceCard; agreementId: string; actions: Actions }) {
  const navigate = useNavigate();
  const call = useNotifiedCall([queryKeys.agreement(agreementId)]);
  const [note, setNote] = useState(invoice.invoiceNote);
  const lines = invoice.itemList.map((l) => ({
    Id: l.id,
    AgItemId: l.agItemId,
    QuantityDelivered: l.itemQuantityDelivered,
    Rate: l.itemProposedRate,
    Note: l.inoviceItemNote,
  }));
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <TextInput label="Note" value={note} maxLength={1000} onChange={(e) => setNote(e.currentTarget.value)} />
        <Button
          variant="default"
          onClick={() => call.mutate(executionCalls.updateInvoice(invoice.id, agreementId, note, lines))}
        >
          Save note
        </Button>
      </Group>
      <Table>
        <Table.Thead>
          <Table.Tr>
            {['Item', 'Quantity delivered', 'Rate', 'Note', 'Amount + tax', ''].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <LineEditor
              key={line.Id}
              title={invoice.itemList[index]!.itemTitle}
              amount={invoice.itemList[index]!.amount}
              line={line}
              onSave={
                offers(actions, 'UpdateInvoiceItem')
                  ? (edited) => call.mutate(executionCalls.updateInvoiceItem(invoice.id, edited))
                  : undefined
              }
            />
          ))}
        </Table.Tbody>
      </Table>
      {offers(actions, 'PublishInvoice') && (
        <Group>
          <Button
            onClick={() =>
              call.mutate(executionCalls.publishInvoice(invoice.id), {
                onSuccess: () => void navigate(`/DetailContract?agreementId=${agreementId}`),
              })
            }
          >
            Publish Invoice
          </Button>
        </Group>
      )}
    </Stack>
  );
}

type Line = { Id: string; AgItemId: string; QuantityDelivered: string; Rate: string; Note: string };

function LineEditor({
  title,
  amount,
  line,
  onSave,
}: {
  title: string;
  amount: string;
  line: Line;
  // Absent when the server does not offer the edit of one line.
  onSave?: (l: Line) => void;
}) {
  const [edited, setEdited] = useState(line);
  const field = (key: 'QuantityDelivered' | 'Rate' | 'Note', label: string, numeric: boolean) => (
    <TextInput
      aria-label={`${label} of ${title}`}
      type={numeric ? 'number' : 'text'}
      min={0}
      step={key === 'Rate' ? 0.01 : 1}
      value={edited[key]}
      onChange={(e) => setEdited({ ...edited, [key]: e.currentTarget.value })}
    />
  );
  return (
    <Table.Tr>
      <Table.Td>{title}</Table.Td>
      <Table.Td>{field('QuantityDelivered', 'Quantity', true)}</Table.Td>
      <Table.Td>{field('Rate', 'Rate', true)}</Table.Td>
      <Table.Td>{field('Note', 'Note', false)}</Table.Td>
      <Table.Td>{formatInr(amount)}</Table.Td>
      <Table.Td>
        {onSave && (
          <Button size="xs" variant="light" onClick={() => onSave(edited)}>
            Save item
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
