import { Badge, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { lookupLabel, useCurrencies } from '@/api/lookups';
import { FormSection } from '@/components/ui/form-section';
import { LoadingData } from '@/components/ui/loading-data';
import { QueryError } from '@/components/ui/query-error';
import { formatMoney } from '@/lib/currency';
import { useCompareQuotes } from '../api/compare-quotes';
import { AwardBar, AwardCell, type AwardChoices } from './line-award';

// The owner's side-by-side view: per item, every seller's quote, the lowest (tax included) marked,
// and each line's award (a choice among the sellers who quoted it while `canAward`).
export function QuoteComparison({ proposalId, canAward }: { proposalId: string; canAward: boolean }) {
  const comparison = useCompareQuotes(proposalId);
  const currencies = useCurrencies();
  const [choices, setChoices] = useState<AwardChoices>({});
  const money = (amount: string, currency: string) =>
    formatMoney(amount, lookupLabel(currencies.data, currency, 'INR'));
  const sellerNames = new Map(
    comparison.data?.responses.map((response) => [response.responseId, response.seller.usrName]),
  );

  return (
    <FormSection
      title="Compare quotes"
      description={`Amounts include tax; the lowest quote for each item is marked.${canAward ? ' Award each line to one of the sellers who quoted it.' : ''}`}
    >
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
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={360 + 180 * comparison.data.responses.length}>
            <Table withColumnBorders verticalSpacing="sm" aria-label="Quote comparison">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  {comparison.data.responses.map((response) => (
                    <Table.Th key={response.responseId}>{response.seller.usrName}</Table.Th>
                  ))}
                  <Table.Th>Award</Table.Th>
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
                              {money(quote.rate, quote.currency)} each · tax {quote.taxPercent}% ·{' '}
                              {quote.completionDays} days
                            </Text>
                          </Stack>
                        </Table.Td>
                      );
                    })}
                    <Table.Td>
                      <AwardCell
                        item={item}
                        sellerNames={sellerNames}
                        canAward={canAward}
                        choice={choices[item.itemId]}
                        onChoose={(responseId) => setChoices({ ...choices, [item.itemId]: responseId })}
                      />
                    </Table.Td>
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
                  <Table.Td />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
          {canAward && <AwardBar proposalId={proposalId} choices={choices} onAwarded={() => setChoices({})} />}
        </Stack>
      )}
    </FormSection>
  );
}
