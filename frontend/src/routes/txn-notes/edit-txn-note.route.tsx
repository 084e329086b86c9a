import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAvailableActions, type AvailableActions } from '@/api/available-actions';
import { executionCalls, useTxnNote, type TxnNoteView } from '@/api/execution';
import { useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import { LoadingData } from '@/components/ui/loading-data';
import { PercentInput } from '@/components/ui/number-inputs';
import { offers } from '@/lib/actions';
import { formatInr } from '@/lib/format';
import { NoteArithmetic } from '@/components/execution/note-arithmetic';

type Actions = AvailableActions['agreement'];

// /EditTxnNote?txnNoteId=&agreementId= : the buyer's draft note: penalty, remark, per item rate and defects.
export function EditTxnNoteRoute() {
  const [params] = useSearchParams();
  const agreementId = params.get('agreementId') ?? '';
  const note = useTxnNote(agreementId, params.get('txnNoteId') ?? '');
  const actions = useAvailableActions(agreementId);
  return (
    <Stack gap="md">
      <title>Transaction Note · Samvida</title>
      <Title order={1}>Transaction Note</Title>
      {note.isError || actions.isError ? (
        <Alert color="red">Not able to load transaction note</Alert>
      ) : note.isPending || actions.isPending ? (
        <LoadingData />
      ) : (
        <NoteForm note={note.data} agreementId={agreementId} actions={actions.data.notes?.[note.data.id] ?? []} />
      )}
    </Stack>
  );
}

// The note's fields, editable (with Save and Publish) exactly when the server offers their commands.
function NoteForm({ note, agreementId, actions }: { note: TxnNoteView; agreementId: string; actions: Actions }) {
  const navigate = useNavigate();
  const call = useNotifiedCall([queryKeys.agreement(agreementId)], 'Tansaction Updated');
  const [penalty, setPenalty] = useState(note.panalityPercent);
  const [remark, setRemark] = useState(note.noteRemark);
  const [lines, setLines] = useState(() =>
    Object.fromEntries(note.itemList.map((l) => [l.id, { defected: l.defectedCount, rate: l.buyerProposedRate }])),
  );
  const editable = offers(actions, 'UpdateTxnNote');
  const canPublish = offers(actions, 'PublishTxnNote');
  const save = () =>
    call.mutate([
      executionCalls.updateTxnNote(note.id, penalty, remark),
      ...note.itemList.map((l) => executionCalls.updateTxnNoteItem(l.id, lines[l.id]!.defected, lines[l.id]!.rate)),
    ]);
  return (
    <Stack gap="md">
      {!editable && <Alert color="blue">This note is no longer a draft; negotiate it from the contract.</Alert>}
      <Group align="flex-end">
        <PercentInput label="Penalty percent" value={penalty} onValueChange={setPenalty} readOnly={!editable} />
        <TextInput
          label="Remark"
          value={remark}
          maxLength={1000}
          readOnly={!editable}
          onChange={(e) => setRemark(e.currentTarget.value)}
        />
      </Group>
      {note.itemList.length === 0 ? (
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
              {note.itemList.map((line) => (
                <Table.Tr key={line.id} data-testid="note-line">
                  <Table.Td>
                    {line.itemTitle}
                    <Text size="xs" c="dimmed">
                      {line.itemHsnCsnUin} · tax {line.itemTax}%
                    </Text>
                  </Table.Td>
                  <Table.Td>{line.deliveredCount}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Defected ${line.itemTitle}`}
                      type="number"
                      min={0}
                      max={line.deliveredCount}
                      readOnly={!editable}
                      value={lines[line.id]!.defected}
                      onChange={(e) =>
                        setLines({ ...lines, [line.id]: { ...lines[line.id]!, defected: e.currentTarget.value } })
                      }
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
                      value={lines[line.id]!.rate}
                      onChange={(e) =>
                        setLines({ ...lines, [line.id]: { ...lines[line.id]!, rate: e.currentTarget.value } })
                      }
                    />
                  </Table.Td>
                  <Table.Td>{formatInr(line.settledAmount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <NoteArithmetic note={note} />
      {note.advance && (
        <Text size="xs" c="dimmed">
          Only advance payments the seller marked Received are taken off, in proportion to this invoice's share of the
          contract value.
        </Text>
      )}
      {(editable || canPublish) && (
        <Group>
          {editable && (
            <Button variant="default" loading={call.isPending} onClick={save}>
              Save
            </Button>
          )}
          {canPublish && (
            <Button
              loading={call.isPending}
              onClick={() =>
                call.mutate(executionCalls.publishTxnNote(note.id), {
                  onSuccess: () => void navigate(`/DetailContract?agreementId=${agreementId}`),
                })
              }
            >
              Publish
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
