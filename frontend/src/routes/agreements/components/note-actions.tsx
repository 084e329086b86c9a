import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AvailableActions } from '@/api/available-actions';
import { executionCalls, type TxnNoteView } from '@/api/execution';
import { useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import { Dialog } from '@/components/ui/dialog';
import { PercentInput } from '@/components/ui/number-inputs';
import { offers } from '@/lib/actions';

type Actions = AvailableActions['agreement'];

// The note's own actions in the caller's turn: edit or publish a draft, negotiate, accept, complete.
export function NoteActions({
  note,
  agreementId,
  role,
  actions,
}: {
  note: TxnNoteView;
  agreementId: string;
  role: 'buyer' | 'seller';
  actions: Actions;
}) {
  const call = useNotifiedCall([queryKeys.agreement(agreementId)], 'Tansaction Updated');
  const [negotiating, setNegotiating] = useState(false);
  const [penalty, setPenalty] = useState(note.panalityPercent);
  const [remark, setRemark] = useState(note.noteRemark);
  return (
    <Group gap="xs">
      {offers(actions, 'UpdateTxnNote') && role === 'buyer' && (
        <Button size="xs" component={Link} to={`/EditTxnNote?txnNoteId=${note.id}&agreementId=${agreementId}`}>
          Edit note
        </Button>
      )}
      {offers(actions, 'PublishTxnNote') && (
        <Button size="xs" onClick={() => call.mutate(executionCalls.publishTxnNote(note.id))}>
          Publish note
        </Button>
      )}
      {offers(actions, 'NegotiateTxnNote') && (
        <Button size="xs" variant="light" onClick={() => setNegotiating(true)}>
          Negotiate note
        </Button>
      )}
      {offers(actions, 'AcceptTxnNote') && (
        <Button size="xs" color="teal" onClick={() => call.mutate(executionCalls.acceptTxnNote(note.id))}>
          Accept note
        </Button>
      )}
      {offers(actions, 'CompleteTxnNote') && (
        <Button
          size="xs"
          color="teal"
          variant="light"
          onClick={() => call.mutate(executionCalls.completeTxnNote(note.id))}
        >
          Complete note
        </Button>
      )}
      <Dialog opened={negotiating} onClose={() => setNegotiating(false)} title="Negotiate transaction note">
        <Stack gap="sm">
          <PercentInput label="Penalty percent" value={penalty} onValueChange={setPenalty} />
          <TextInput
            label="Remark"
            value={remark}
            onChange={(e) => setRemark(e.currentTarget.value)}
            maxLength={1000}
          />
          <Button
            onClick={() =>
              call.mutate(executionCalls.negotiateTxnNote(note.id, penalty, remark), {
                onSuccess: () => setNegotiating(false),
              })
            }
          >
            Send
          </Button>
        </Stack>
      </Dialog>
    </Group>
  );
}

// A note line's actions in the caller's turn: counter its defects and rate, or accept it.
export function NoteItemActions({
  line,
  agreementId,
  actions,
}: {
  line: TxnNoteView['itemList'][number];
  agreementId: string;
  actions: Actions;
}) {
  const call = useNotifiedCall([queryKeys.agreement(agreementId)], 'Tansaction Updated');
  const [open, setOpen] = useState(false);
  const [defected, setDefected] = useState(line.defectedCount);
  const [rate, setRate] = useState(line.buyerProposedRate);
  if (!offers(actions, 'NegotiateTxnNoteItem') && !offers(actions, 'AcceptTxnNoteItem')) return null;
  // Each row has the same two buttons: their names say which line they act on.
  const subject = `the note line '${line.itemTitle}'`;
  return (
    <Group gap={4} wrap="nowrap">
      {offers(actions, 'NegotiateTxnNoteItem') && (
        <Button size="compact-xs" variant="light" aria-label={`Negotiate ${subject}`} onClick={() => setOpen(true)}>
          Negotiate
        </Button>
      )}
      {offers(actions, 'AcceptTxnNoteItem') && (
        <Button
          size="compact-xs"
          color="teal"
          aria-label={`Accept ${subject}`}
          onClick={() => call.mutate(executionCalls.acceptTxnNoteItem(line.id))}
        >
          Accept
        </Button>
      )}
      <Dialog opened={open} onClose={() => setOpen(false)} title={`Negotiate ${line.itemTitle}`}>
        <Stack gap="sm">
          <TextInput
            label="Defected count"
            type="number"
            min={0}
            step={1}
            value={defected}
            onChange={(e) => setDefected(e.currentTarget.value)}
          />
          <TextInput
            label="Rate"
            type="number"
            min={0}
            step={0.01}
            value={rate}
            onChange={(e) => setRate(e.currentTarget.value)}
          />
          <Button
            onClick={() =>
              call.mutate(executionCalls.negotiateTxnNoteItem(line.id, defected, rate), {
                onSuccess: () => setOpen(false),
              })
            }
          >
            Send
          </Button>
        </Stack>
      </Dialog>
    </Group>
  );
}
