import { Stack, Table, Text, Title } from '@mantine/core';
import type { AvailableActions } from '@/api/available-actions';
import { AttachmentThumbs } from '@/components/attachments/attachment-thumbs';
import { EntryCard } from '@/components/ui/entry-card';
import { offers } from '@/lib/actions';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import type { AgreementTerm } from '../api/agreement-terms';
import classes from './changed.module.css';
import { TermActions } from './entry-actions';
import { RemarksCell } from './remarks-cell';
import { NextActorBadge } from './status-badge';

interface TermsTableProps {
  title: string;
  agreementId: string;
  terms: AgreementTerm[];
  actions: AvailableActions;
  highlighted: ReadonlySet<string>;
}

// One party's terms: wording, attachments, status, remarks and the actions offered on each.
export function TermsTable({ title, agreementId, terms, actions, highlighted }: TermsTableProps) {
  const canRemark = offers(actions.agreement, 'RemarkAgreement');
  const narrow = useNarrowScreen();
  const remarks = (term: AgreementTerm) => (
    <RemarksCell
      agreementId={agreementId}
      parentId={term.id}
      subject={`the term '${term.termTitle}'`}
      remarks={term.communication}
      canRemark={canRemark}
    />
  );
  const termActions = (term: AgreementTerm) => (
    <TermActions agreementId={agreementId} term={term} actions={actions.terms[term.id]} />
  );
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {title}
      </Title>
      {terms.length === 0 ? (
        <Text c="dimmed" size="sm">
          No terms.
        </Text>
      ) : narrow ? (
        terms.map((term) => (
          <EntryCard
            key={term.id}
            testId="term-row"
            title={term.termTitle}
            status={<NextActorBadge status={term.termStatus} entityId={term.id} />}
            footer={
              <>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {term.termTxt}
                </Text>
                <AttachmentThumbs attachments={term.attachments} />
                {remarks(term)}
                {termActions(term)}
              </>
            }
            changedClass={highlighted.has(term.id) ? classes.changed : undefined}
          />
        ))
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm" striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Text</Table.Th>
                <Table.Th>Attachments</Table.Th>
                <Table.Th>Remarks</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {terms.map((term) => (
                <Table.Tr
                  key={term.id}
                  data-testid="term-row"
                  data-changed={highlighted.has(term.id) || undefined}
                  className={highlighted.has(term.id) ? classes.changed : undefined}
                >
                  <Table.Td fw={600}>{term.termTitle}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {term.termTxt}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <AttachmentThumbs attachments={term.attachments} />
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <NextActorBadge status={term.termStatus} entityId={term.id} />
                      {remarks(term)}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{termActions(term)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
