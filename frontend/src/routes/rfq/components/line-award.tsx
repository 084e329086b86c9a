import { Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useShowMessage } from '@/components/ui/message-modal';
import { notify } from '@/components/ui/notify';
import { useAwardLines } from '../api/award-lines';
import type { Comparison } from '../api/compare-quotes';

type Item = Comparison['items'][number];
/** The owner's pending choice per item id: the response the line goes to. */
export type AwardChoices = Record<string, string>;

const UNDECIDED = '';

// One item's award: who won it (and whose signed or started agreement kept it all the same), or
// (for the owner while awarding is open) a choice among the sellers who quoted it.
export function AwardCell({
  item,
  sellerNames,
  canAward,
  choice,
  onChoose,
}: {
  item: Item;
  sellerNames: Map<string, string>;
  canAward: boolean;
  choice: string | undefined;
  onChoose: (responseId: string) => void;
}) {
  if (item.awardedTo)
    return (
      <Stack gap={4} align="flex-start">
        <Badge color="teal" variant="light" data-testid="line-award">
          Awarded to {sellerNames.get(item.awardedTo) ?? 'a seller'}
        </Badge>
        {item.keptBy.map((kept) => (
          <Text key={kept.responseId} size="xs" c="orange.8" data-testid="award-not-applied">
            {kept.text}
          </Text>
        ))}
      </Stack>
    );
  if (item.quotes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No quotes
      </Text>
    );
  if (!canAward)
    return (
      <Text size="sm" c="dimmed">
        Undecided
      </Text>
    );
  return (
    <NativeSelect
      aria-label={`Award ${item.itemTitle} to`}
      size="xs"
      value={choice ?? UNDECIDED}
      onChange={(event) => onChoose(event.currentTarget.value)}
      data={[
        { value: UNDECIDED, label: 'Undecided' },
        ...item.quotes.map((quote) => ({
          value: quote.responseId,
          label: sellerNames.get(quote.responseId) ?? 'Seller',
        })),
      ]}
    />
  );
}

// The Award button: sends the chosen lines (an award is final, so it asks first).
export function AwardBar({
  proposalId,
  choices,
  onAwarded,
}: {
  proposalId: string;
  choices: AwardChoices;
  onAwarded: () => void;
}) {
  const award = useAwardLines(proposalId);
  const showMessage = useShowMessage();
  const [confirming, setConfirming] = useState(false);
  const awards = Object.entries(choices)
    .filter(([, responseId]) => responseId !== UNDECIDED)
    .map(([ItemId, ResponseId]) => ({ ItemId, ResponseId }));
  const lines = awards.length === 1 ? '1 line' : `${awards.length} lines`;

  // Awaited rather than given callbacks: the bar unmounts when the award leaves nothing to award.
  const send = async () => {
    try {
      const { message } = await award.mutateAsync(awards);
      notify(message ?? 'Lines awarded.');
      onAwarded();
    } catch (error) {
      showMessage('Error', errorMessage(error, 'Not able to award the lines'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {awards.length === 0
          ? 'Choose a seller for at least one line to award it. Lines left Undecided stay open.'
          : `${lines} chosen. Lines left Undecided stay open.`}
      </Text>
      <Button onClick={() => setConfirming(true)} disabled={awards.length === 0} loading={award.isPending}>
        Award
      </Button>
      <ConfirmDialog
        question={
          confirming
            ? `Award ${lines}? An award is final: each seller's draft agreement keeps only the lines they can still get, and sellers who lose a line are told.`
            : null
        }
        confirmLabel="Award"
        busy={award.isPending}
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}
