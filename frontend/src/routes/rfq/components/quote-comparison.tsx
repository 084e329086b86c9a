import { Badge, Stack, Table, Text } from '@mantine/core';
import { lookupLabel, useCurrencies } from '@/api/lookups';
import { FormSection } from '@/components/ui/form-section';
import { LoadingData } from '@/components/ui/loading-data';
import { QueryError } from '@/components/ui/query-error';
import { formatMoney } from '@/lib/currency';
import { useCompareQuotes } from '../api/compare-quotes';

// The owner's side-by-side view: per item, every seller's quote, the lowest (tax included) marked.
export function QuoteComparison({ proposalId }: { proposalId: string }) {
  const comparison = useCompareQuotes(proposalId);
  const currencies = useCurrencies();
  const money = (amount: string, currency: string) =>
    formatMoney(amount, lookupLabel(currencies.data, currency, 'INR'));

  return (
    <FormSection title="Compare quotes" description="Amounts include tax; the lowest quote for each item is marked.">
      {comparison.error ? (
        <QueryError
          title="Could not compare the quotes"
          error={comparison.error}
          onRetry={() => void comparison.refetch()}
        />
      ) : comparison.isPending ? (
        <LoadingData />
      ) : comparison.data.responses.length === 0 ? (
        <Text size="sm" c="dimmed">
          No responses yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={200 + 180 * comparison.data.responses.length}>
          <Table withColumnBorders verticalSpacing="sm" aria-label="Quote comparison">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                {comparison.data.responses.map((response) => (
                  <Table.Th key={response.responseId}>{response.seller.usrName}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {comparison.data.items.map((item) => (
                <Table.Tr key={item.itemId}>
                  <Table.Th scope="row" fw={600}>
                    {item.itemTitle}
                    <Text size="xs" c="dimmed" fw={400}>
                      Quantity {item.itemQuantity}
                    </Text>
                  </Table.Th>
                  {comparison.data.responses.map((response) => {
                    const quote = item.quotes.find((q) => q.responseId === response.responseId);
                    if (!quote)
                      return (
                        <Table.Td key={response.responseId}>
                          <Text size="sm" c="dimmed">
                            Not quoted
                          </Text>
                        </Table.Td>
                      );
                    return (
                      <Table.Td key={response.responseId} bg={quote.lowest ? 'green.0' : undefined}>
                        <Stack gap={2}>
                          {/* A div: the badge is one, and a paragraph cannot hold it. */}
                          <Text fw={700} size="sm" component="div">
                            {money(quote.total, quote.currency)}{' '}
                            {quote.lowest && (
                              <Badge color="green" size="xs" variant="filled">
                                Lowest
                              </Badge>
                            )}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {money(quote.rate, quote.currency)} each · tax {quote.taxPercent}% · {quote.completionDays}{' '}
                            days
                          </Text>
                        </Stack>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">Total (advance)</Table.Th>
                {comparison.data.responses.map((response) => (
                  <Table.Td key={response.responseId} fw={700}>
                    {formatMoney(response.total)}{' '}
                    <Text span size="xs" c="dimmed" fw={400}>
                      ({response.advancePercent}% advance)
                    </Text>
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </FormSection>
  );
}
