import { Text } from '@mantine/core';
import type { TxnNoteView } from '@samvida/machines';
import { formatInr } from '@/lib/format';

// What a transaction note comes to, line by line: the accepted value less the penalty, less this
// invoice's share of the advance received (received × invoice value ÷ contract value), the amount due.
export function NoteArithmetic({ note }: { note: TxnNoteView }) {
  const { advance } = note;
  return (
    <Text size="sm" data-testid="note-arithmetic">
      Accepted value {formatInr(note.grossAmount)} − penalty {note.panalityPercent}% ({formatInr(note.penaltyAmount)})
      {advance && (
        <>
          {' '}
          − advance {formatInr(advance.deducted)} (received {formatInr(advance.received)} × invoice{' '}
          {formatInr(advance.invoiceValue)} ÷ contract {formatInr(advance.contractValue)})
        </>
      )}{' '}
      = due {formatInr(note.amountDue)}
    </Text>
  );
}
