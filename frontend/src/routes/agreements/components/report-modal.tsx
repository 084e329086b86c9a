import { Badge, Card, Group, List, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  AGREED_ITEM_STATUSES,
  AGREED_TERM_STATUSES,
  lineAmount,
  lineAmounts,
  percentOf,
  sumAmounts,
} from '@samvida/machines';
import { errorMessage } from '@/api/client';
import { useInvoiceList } from '@/api/execution';
import { LoadingData } from '@/components/ui/loading-data';
import { formatMoney } from '@/lib/currency';
import { formatDate, formatInr } from '@/lib/format';
import type { AgreementDetail } from '../api/agreement-detail';
import type { AgreementItem } from '../api/agreement-items';
import type { AgreementTerm } from '../api/agreement-terms';
import { DayReportChart } from './day-report-chart';
import { StatusBadge } from './status-badge';

interface ReportModalProps {
  opened: boolean;
  onClose: () => void;
  detail: AgreementDetail;
  items: AgreementItem[];
  terms: AgreementTerm[];
}

const rateOf = (item: AgreementItem) => item.sellerRate ?? item.buyerRate ?? '0';

// The figures the agreement has today, computed exactly with the machines' money rules.
function figuresOf(detail: AgreementDetail, items: AgreementItem[], terms: AgreementTerm[]) {
  // Spec §9: the report's total value is the sum of quantity × buyer rate.
  const atBuyerRates = sumAmounts(
    items.filter((i) => i.buyerRate !== null).map((i) => lineAmounts(i.itemQuantity, i.buyerRate!, 0).net),
  );
  return [
    ['Contract value (incl. tax)', formatMoney(detail.totalValue, detail.currency)],
    ['Total value at buyer rates', formatMoney(atBuyerRates, detail.currency)],
    [`Advance (${detail.advance}%)`, formatMoney(percentOf(detail.totalValue, detail.advance), detail.currency)],
    [
      'Items agreed',
      `${items.filter((i) => (AGREED_ITEM_STATUSES as readonly string[]).includes(i.itemStatus)).length} of ${items.length}`,
    ],
    [
      'Terms agreed',
      `${terms.filter((t) => (AGREED_TERM_STATUSES as readonly string[]).includes(t.termStatus)).length} of ${terms.length}`,
    ],
  ];
}

function TermList({ title, terms }: { title: string; terms: AgreementTerm[] }) {
  return (
    <div>
      <Title order={3} fz="sm" mb={4}>
        {title}
      </Title>
      {terms.length === 0 ? (
        <Text size="sm" c="dimmed">
          No terms.
        </Text>
      ) : (
        <List spacing={4} size="sm">
          {terms.map((term) => (
            <List.Item key={term.id}>
              <Group gap="xs">
                {term.termTitle} <StatusBadge status={term.termStatus} />
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

// Report (both parties): the contract overview and whatever figures exist so far.
export function ReportModal({ opened, onClose, detail, items, terms }: ReportModalProps) {
  const dates = [
    detail.startDate && `starts ${formatDate(detail.startDate)}`,
    detail.endDate && `completes by ${formatDate(detail.endDate)}`,
  ];
  return (
    <Modal opened={opened} onClose={onClose} title={`Report · ${detail.agreementUID}`} size="xl">
      <Stack gap="md">
        <Group gap="xs">
          <Text fw={600}>{detail.contractType}</Text>
          <StatusBadge status={detail.status} />
          <Text size="sm" c="dimmed">
            {detail.seller?.usrName ?? 'Seller'} → {detail.buyer?.usrName ?? 'Buyer'} · {detail.contractDuration} days
            {dates.filter(Boolean).map((part) => ` · ${part}`)}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
          {figuresOf(detail, items, terms).map(([label, value]) => (
            <Card key={label} padding="sm">
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={700}>{value}</Text>
            </Card>
          ))}
        </SimpleGrid>
        <DayReportChart agreementId={detail.id} opened={opened} />
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label="Items in the report">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Quantity</Table.Th>
                <Table.Th>Rate</Table.Th>
                <Table.Th>Tax</Table.Th>
                <Table.Th>Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.itemTitle}</Table.Td>
                  <Table.Td>{item.itemQuantity}</Table.Td>
                  <Table.Td>{formatMoney(rateOf(item), detail.currency)}</Table.Td>
                  <Table.Td>{item.itemTax}%</Table.Td>
                  <Table.Td>
                    {formatMoney(lineAmount(item.itemQuantity, rateOf(item), item.itemTax), detail.currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TermList title="Buyer terms" terms={terms.filter((t) => t.termType === 'Buyer')} />
          <TermList title="Seller terms" terms={terms.filter((t) => t.termType === 'Seller')} />
        </SimpleGrid>
        <ReportInvoices agreementId={detail.id} opened={opened} />
      </Stack>
    </Modal>
  );
}

// The contract's invoices as InvoiceList gives them (a draft only to its seller), read once the
// report is open.
function ReportInvoices({ agreementId, opened }: { agreementId: string; opened: boolean }) {
  const invoices = useInvoiceList(agreementId, opened);
  return (
    <section aria-label="Invoices in the report">
      <Title order={3} fz="sm" mb={4}>
        Invoices{' '}
        {invoices.data && (
          <Badge variant="light" c="gray.9" color="gray">
            {invoices.data.length}
          </Badge>
        )}
      </Title>
      {invoices.isError ? (
        <Text size="sm" c="red.8">
          {errorMessage(invoices.error)}
        </Text>
      ) : !invoices.data ? (
        <LoadingData />
      ) : invoices.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No invoices
        </Text>
      ) : (
        <List spacing={4} size="sm">
          {invoices.data.map((invoice) => (
            <List.Item key={invoice.id} data-testid="report-invoice">
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {invoice.taxInvoice?.number ?? 'Draft invoice'}
                </Text>
                <Text size="sm">{formatInr(invoice.invoiceAmount)}</Text>
                <Text size="sm" c="dimmed">
                  raised on {formatDate(invoice.raisedOn)}
                </Text>
                {invoice.txnNote && <StatusBadge status={invoice.txnNote.noteStatus} />}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
