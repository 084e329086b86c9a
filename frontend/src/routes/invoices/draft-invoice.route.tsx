import { Alert, Button, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  addDecimals,
  invoiceable,
  lineAmount,
  subtractDecimals,
  supplyTypeOf,
  type SupplyType,
} from '@samvida/machines';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { ApiError, apiGet, apiRequest, errorMessage } from '@/api/client';
import {
  executionCalls,
  useContractItems,
  useInvoiceList,
  type ContractItem,
  type InvoiceCard,
  type InvoiceLine,
} from '@/api/execution';
import { queryKeys } from '@/api/query-keys';
import { LoadingData } from '@/components/ui/loading-data';
import { notify } from '@/components/ui/notify';
import { formatInr } from '@/lib/format';

interface Row {
  ticked: boolean;
  quantity: string;
  rate: string;
  note: string;
}

const Created = z.object({ id: z.string() });

// The parties' GSTINs as they stand, which the invoice will be numbered under: they decide whether
// a line's tax is CGST + SGST or IGST (the tax rule, docs/api.md).
const Party = z.nullable(z.object({ usrGstin: z.nullish(z.string()) }));
const Parties = z.object({ seller: Party, buyer: Party });

function useSupplyType(agreementId: string): SupplyType {
  const parties = useQuery({
    queryKey: [...queryKeys.agreement(agreementId), 'party-gstins'],
    queryFn: () => apiGet('Business/GetUserAgreementDetail', Parties, { agreementId }),
    enabled: agreementId !== '',
  });
  return supplyTypeOf(parties.data?.seller?.usrGstin ?? null, parties.data?.buyer?.usrGstin ?? null);
}

// How much of each agreement item the contract's invoices already bill.
const billedOf = (invoices: InvoiceCard[]) => {
  const billed = new Map<string, string>();
  for (const line of invoices.flatMap((i) => i.itemList))
    billed.set(line.agItemId, addDecimals(billed.get(line.agItemId) ?? '0', line.itemQuantityDelivered));
  return billed;
};

// /DraftInvoice?agreementId= : the seller ticks the delivered items and saves or publishes an invoice.
export function DraftInvoiceRoute() {
  const [params] = useSearchParams();
  const agreementId = params.get('agreementId') ?? '';
  const items = useContractItems(agreementId);
  const invoices = useInvoiceList(agreementId);
  return (
    <Stack gap="md">
      <title>Raise Invoice · Samvida</title>
      <Title order={1}>Raise Invoice</Title>
      {items.isError || invoices.isError ? (
        <Alert color="red">{errorMessage(items.error ?? invoices.error)}</Alert>
      ) : !items.data || !invoices.data ? (
        <LoadingData />
      ) : (
        <InvoiceForm
          agreementId={agreementId}
          items={items.data.filter((i) => invoiceable(i.itemStatus))}
          billed={billedOf(invoices.data)}
        />
      )}
    </Stack>
  );
}

function InvoiceForm({
  agreementId,
  items,
  billed,
}: {
  agreementId: string;
  items: ContractItem[];
  billed: Map<string, string>;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const supply = useSupplyType(agreementId);
  const [note, setNote] = useState('');
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(
      items.map((i) => [i.id, { ticked: false, quantity: '', rate: i.sellerRate ?? i.buyerRate ?? '', note: '' }]),
    ),
  );
  const update = (id: string, patch: Partial<Row>) => setRows((all) => ({ ...all, [id]: { ...all[id]!, ...patch } }));
  const lines: InvoiceLine[] = items
    .filter((i) => rows[i.id]?.ticked)
    .map((i) => ({
      AgItemId: i.id,
      QuantityDelivered: rows[i.id]!.quantity,
      Rate: rows[i.id]!.rate,
      Note: rows[i.id]!.note,
    }));
  const save = useMutation({
    mutationFn: async (publish: boolean) => {
      const { path, ...options } = executionCalls.makeInvoice(agreementId, note, lines);
      const created = await apiRequest(path, Created, options);
      if (!publish) return created.message;
      const { path: publishPath, ...publishOptions } = executionCalls.publishInvoice(created.data.id);
      try {
        return (await apiRequest(publishPath, z.unknown(), publishOptions)).message;
      } catch {
        throw new ApiError('Invoice created but not able to publish it', 0);
      }
    },
    onSuccess: (message) => {
      notify(message ?? 'Data added successfully');
      void navigate(`/DetailContract?agreementId=${agreementId}`);
    },
    onError: (error) => notify(errorMessage(error, 'Not able to save data'), 'Error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.agreement(agreementId) }),
  });
  if (items.length === 0) return <Text c="dimmed">No Item Is Present.</Text>;
  return (
    <Stack gap="md">
      <TextInput label="Note" value={note} maxLength={1000} onChange={(e) => setNote(e.currentTarget.value)} />
      <Table.ScrollContainer minWidth={760}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              {['', 'Item', 'Left to bill', 'Quantity delivered', 'Rate', 'Note', 'Amount + tax'].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => {
              const row = rows[item.id]!;
              const left = subtractDecimals(item.itemQuantity, billed.get(item.id) ?? '0');
              return (
                <Table.Tr key={item.id} data-testid="invoice-row">
                  <Table.Td>
                    <Checkbox
                      aria-label={`Include ${item.itemTitle}`}
                      checked={row.ticked}
                      onChange={(e) => update(item.id, { ticked: e.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    {item.itemTitle}
                    <Text size="xs" c="dimmed">
                      {item.itemHsnCsnUin} · tax {item.itemTax}%
                    </Text>
                  </Table.Td>
                  <Table.Td>{left}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Quantity of ${item.itemTitle}`}
                      type="number"
                      min={0}
                      max={left}
                      step={1}
                      readOnly={!row.ticked}
                      value={row.quantity}
                      onChange={(e) => update(item.id, { quantity: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Rate of ${item.itemTitle}`}
                      type="number"
                      min={0}
                      step={0.01}
                      readOnly={!row.ticked}
                      value={row.rate}
                      onChange={(e) => update(item.id, { rate: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Note for ${item.itemTitle}`}
                      readOnly={!row.ticked}
                      value={row.note}
                      onChange={(e) => update(item.id, { note: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    {row.ticked ? formatInr(safeLineAmount(row.quantity, row.rate, item.itemTax, supply)) : '—'}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button
          variant="default"
          disabled={lines.length === 0}
          loading={save.isPending}
          onClick={() => save.mutate(false)}
        >
          Save Invoice
        </Button>
        <Button disabled={lines.length === 0} loading={save.isPending} onClick={() => save.mutate(true)}>
          Publish Invoice
        </Button>
      </Group>
    </Stack>
  );
}

// Non-numeric input counts as 0 (spec §5), so the preview never throws while typing.
const safeLineAmount = (quantity: string, rate: string, tax: string, supply: SupplyType) => {
  const numeric = (v: string) => (/^\d+(\.\d+)?$/.test(v.trim()) ? v.trim() : '0');
  return lineAmount(numeric(quantity), numeric(rate), numeric(tax), supply);
};
