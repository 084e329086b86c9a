import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { previewTxnNote, type AgreementState, type NoteDraft } from '@samvida/machines';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAvailableActions, type AvailableActions } from '@/api/available-actions';
import { executionCalls, useAgreementState, useTxnNote, type TxnNoteView } from '@/api/execution';
import { useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import { NoteArithmetic } from '@/components/execution/note-arithmetic';
import { LoadingData } from '@/components/ui/loading-data';
import { PercentInput } from '@/components/ui/number-inputs';
import { offers } from '@/lib/actions';
import { formatInr } from '@/lib/format';
import { useSession } from '@/lib/session';

type Actions = AvailableActions['agreement'];

// /EditTxnNote?txnNoteId=&agreementId= : the buyer's draft note: penalty, remark, per item rate and defects.
export function EditTxnNoteRoute() {
  const [params] = useSearchParams();
  const agreementId = params.get('agreementId') ?? '';
  const note = useTxnNote(agreementId, params.get('txnNoteId') ?? '');
  const actions = useAvailableActions(agreementId);
  // The contract's folded state: the form's figures are the machines' own, as the server computes them.
  const state = useAgreementState(agreementId);
  const queries = [note, actions, state];
  return (
    <Stack gap="md">
      <title>Transaction Note · Samvida</title>
      <Title order={1}>Transaction Note</Title>
      {queries.some((query) => query.isError) ? (
        <Alert color="red">Not able to load transaction note</Alert>
      ) : !note.data || !actions.data || !state.data ? (
        <LoadingData />
      ) : (
        <NoteForm
          note={note.data}
          state={state.data}
          agreementId={agreementId}
          actions={actions.data.notes?.[note.data.id] ?? []}
        />
      )}
    </Stack>
  );
}

const draftOf = (note: TxnNoteView): NoteDraft => ({
  penaltyPercent: note.panalityPercent,
  remark: note.noteRemark,
  lines: Object.fromEntries(
    note.itemList.map((l) => [l.id, { defectedCount: l.defectedCount, rate: l.buyerProposedRate }]),
  ),
});

interface NoteFormProps {
  note: TxnNoteView;
  state: AgreementState;
  agreementId: string;
  actions: Actions;
}

// The note's fields, editable (with Save and Publish) exactly when the server offers their commands.
// Every figure follows the form as it is typed; Publish saves what is unsaved first.
function NoteForm({ note, state, agreementId, actions }: NoteFormProps) {
  const navigate = useNavigate();
  const { userId } = useSession();
  const call = useNotifiedCall([queryKeys.agreement(agreementId)], 'Tansaction Updated');
  const [draft, setDraft] = useState(() => draftOf(note));
  const editable = offers(actions, 'UpdateTxnNote');
  const canPublish = offers(actions, 'PublishTxnNote');
  const preview = useMemo(
    () => (editable ? previewTxnNote(state, note.id, { userId: userId ?? '' }, draft) : undefined),
    [editable, state, note.id, userId, draft],
  );
  const shown = preview?.note ?? note;
  const problems = preview?.problems ?? {};
  const blocked = Object.keys(problems).length > 0;
  const saves = unsavedCalls(note, shown);
  const setLine = (id: string, change: Partial<NoteDraft['lines'][string]>) =>
    setDraft({ ...draft, lines: { ...draft.lines, [id]: { ...draft.lines[id]!, ...change } } });
  const publish = () =>
    call.mutate([...saves, executionCalls.publishTxnNote(note.id)], {
      onSuccess: () => void navigate(`/DetailContract?agreementId=${agreementId}`),
    });
  return (
    <Stack gap="md">
      {!editable && <Alert color="blue">This note is no longer a draft; negotiate it from the contract.</Alert>}
      <Group align="flex-start">
        <PercentInput
          label="Penalty percent"
          value={draft.penaltyPercent}
          onValueChange={(penaltyPercent) => setDraft({ ...draft, penaltyPercent })}
          readOnly={!editable}
          error={problems.note}
        />
        <TextInput
          label="Remark"
          value={draft.remark}
          maxLength={1000}
          readOnly={!editable}
          onChange={(e) => setDraft({ ...draft, remark: e.currentTarget.value })}
        />
      </Group>
      {shown.itemList.length === 0 ? (
        <Text c="dimmed">No items in transaction note</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                {['Item', 'Delivered', 'Defected', 'Seller rate', 'Buyer rate', 'Amount'].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.itemList.map((line) => (
                <Table.Tr key={line.id} data-testid="note-line">
                  <Table.Td>
                    {line.itemTitle}
                    <Text size="xs" c="dimmed">
                      {line.itemHsnCsnUin} · tax {line.itemTax}%
                    </Text>
                    {problems[line.id] && (
                      <Text size="xs" c="red.8" role="alert">
                        {problems[line.id]}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{line.deliveredCount}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Defected ${line.itemTitle}`}
                      type="number"
                      min={0}
                      max={line.deliveredCount}
                      readOnly={!editable}
                      value={draft.lines[line.id]!.defectedCount}
                      error={!!problems[line.id]}
                      onChange={(e) => setLine(line.id, { defectedCount: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>{formatInr(line.sellerProposedRate)}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Buyer rate ${line.itemTitle}`}
                      type="number"
                      min={0}
                      step={0.01}
                      readOnly={!editable}
                      value={draft.lines[line.id]!.rate}
                      error={!!problems[line.id]}
                      onChange={(e) => setLine(line.id, { rate: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td data-testid="line-amount">{formatInr(line.settledAmount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <NoteArithmetic note={shown} />
      {shown.advance && (
        <Text size="xs" c="dimmed">
          Only advance payments the seller marked Received are taken off, in proportion to this invoice's share of the
          contract value.
        </Text>
      )}
      {(editable || canPublish) && (
        <Stack gap={4}>
          <Group>
            {editable && (
              <Button
                variant="default"
                loading={call.isPending}
                disabled={blocked || saves.length === 0}
                onClick={() => call.mutate(saves)}
              >
                Save
              </Button>
            )}
            {canPublish && (
              <Button loading={call.isPending} disabled={blocked} onClick={publish}>
                Publish
              </Button>
            )}
          </Group>
          <Text size="sm" c={blocked ? 'red.8' : 'dimmed'} data-testid="note-form-hint">
            {blocked
              ? 'Correct the marked fields to save or publish the note.'
              : saves.length > 0
                ? 'You have unsaved changes: Publish saves them first.'
                : 'All changes are saved.'}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

// The saves that bring the server's note to what the form shows: the note's wording, and each line
// whose defects or rate differ (the preview holds them in the server's own canonical form).
function unsavedCalls(saved: TxnNoteView, shown: TxnNoteView) {
  const wording =
    shown.panalityPercent !== saved.panalityPercent || shown.noteRemark !== saved.noteRemark
      ? [executionCalls.updateTxnNote(saved.id, shown.panalityPercent, shown.noteRemark)]
      : [];
  const lines = shown.itemList.flatMap((line, i) => {
    const before = saved.itemList[i]!;
    return line.defectedCount !== before.defectedCount || line.buyerProposedRate !== before.buyerProposedRate
      ? [executionCalls.updateTxnNoteItem(line.id, line.defectedCount, line.buyerProposedRate)]
      : [];
  });
  return [...wording, ...lines];
}
