import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AvailableActions } from '@/api/available-actions';
import { AttachmentThumbs } from '@/components/attachments/attachment-thumbs';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { offers } from '@/lib/actions';
import type { AgreementTerm } from '../api/agreement-terms';
import { draftCalls, useAgreementCall } from '../api/agreement-commands';
import classes from './changed.module.css';
import { RemarksCell } from './remarks-cell';
import { StatusBadge } from './status-badge';
import { TermForm } from './term-form';

interface DraftTermsProps {
  agreementId: string;
  terms: AgreementTerm[];
  actions: AvailableActions;
  highlighted: ReadonlySet<string>;
}

// The draft's terms. The buyer may edit and remove terms while they are pending; remarks may be
// added (the seller's 'Add Remark'); each exactly when the server offers it.
export function DraftTerms({ agreementId, terms, actions, highlighted }: DraftTermsProps) {
  const [editing, setEditing] = useState<AgreementTerm | null>(null);
  const [removing, setRemoving] = useState<AgreementTerm | null>(null);
  const call = useAgreementCall(agreementId);
  const canRemark = offers(actions.agreement, 'RemarkAgreement');

  if (terms.length === 0) return <Text c="dimmed">No terms yet.</Text>;
  return (
    <Stack gap="sm">
      {terms.map((term) => (
        <Paper
          key={term.id}
          p="sm"
          data-testid="term-row"
          data-changed={highlighted.has(term.id) || undefined}
          className={highlighted.has(term.id) ? classes.changed : undefined}
        >
          <Group justify="space-between" align="flex-start" gap="xs">
            <Group gap="xs">
              <Text fw={600}>{term.termTitle}</Text>
              <Badge variant="outline" color="gray" c="gray.9" tt="none">
                {term.termType} term
              </Badge>
              <StatusBadge status={term.termStatus} />
            </Group>
            <Group gap={6}>
              {offers(actions.terms[term.id], 'UpdateAgreementTerm') && (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => setEditing(term)}
                  aria-label={`Edit the term '${term.termTitle}'`}
                >
                  Edit
                </Button>
              )}
              {offers(actions.terms[term.id], 'DeleteAgreementTerm') && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => setRemoving(term)}
                  aria-label={`Remove the term '${term.termTitle}'`}
                >
                  Remove
                </Button>
              )}
            </Group>
          </Group>
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
            {term.termTxt}
          </Text>
          <Group mt="xs" justify="space-between" gap="xs">
            <AttachmentThumbs attachments={term.attachments} />
            <RemarksCell
              agreementId={agreementId}
              parentId={term.id}
              subject={`the term '${term.termTitle}'`}
              remarks={term.communication}
              canRemark={canRemark}
            />
          </Group>
        </Paper>
      ))}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit term" size="lg">
        {editing && (
          <TermForm
            initial={{ title: editing.termTitle, text: editing.termTxt }}
            submitLabel="Save term"
            busy={call.isPending}
            onSubmit={(term) =>
              call
                .mutateAsync(
                  draftCalls.addTerm(agreementId, {
                    ...term,
                    Id: editing.id,
                    TermTypeId: editing.termType === 'Seller' ? 1 : 2,
                    // Rewording keeps the term's files; new ones are added.
                    Attachments: [...editing.attachments.map((file) => file.id), ...term.Attachments],
                  }),
                )
                .then(
                  () => {
                    setEditing(null);
                    return true;
                  },
                  () => false,
                )
            }
          />
        )}
      </Modal>
      <ConfirmDialog
        question={removing && 'Are you sure you want to delete the term ?'}
        busy={call.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          call.mutate(draftCalls.deleteTerm(agreementId, removing.id), { onSettled: () => setRemoving(null) })
        }
      />
    </Stack>
  );
}
