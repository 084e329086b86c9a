import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { RfqTermForm } from '@samvida/machines';
import { useState } from 'react';
import type { Uploaded } from '@/api/upload';
import { AttachmentsField } from '@/components/attachments/attachments-field';
import { AttachmentThumbs } from '@/components/attachments/attachment-thumbs';
import type { AgreementTerm } from '../api/agreement-terms';
import { negotiationCalls, useAgreementCall } from '../api/agreement-commands';
import { RemarkField, remarkOrNothing } from './remark-field';

// A term's wording: title and text non-blank, at most 100 and 1000 characters (the RFQ term rule).
const Wording = RfqTermForm.pick({ TermTitle: true, TermTxt: true });

interface NegotiateTermDialogProps {
  opened: boolean;
  onClose: () => void;
  agreementId: string;
  term: AgreementTerm;
}

// New wording for a term (BTSN/BTBN/STSN/STBN), with more attachments and an optional remark.
export function NegotiateTermDialog({ opened, onClose, agreementId, term }: NegotiateTermDialogProps) {
  const form = useForm({
    initialValues: { TermTitle: term.termTitle, TermTxt: term.termTxt, RemarkText: '' },
    validate: schemaResolver(Wording, { sync: true }),
  });
  const [files, setFiles] = useState<Uploaded[]>([]);
  const call = useAgreementCall(agreementId);

  const submit = form.onSubmit((values) =>
    call.mutate(
      negotiationCalls.negotiateTerm({
        AgreementId: agreementId,
        TermId: term.id,
        TermTitle: values.TermTitle,
        TermTxt: values.TermTxt,
        // The term keeps its files; new ones are added to them.
        Attachments: [...term.attachments.map((file) => file.id), ...files.map((file) => file.id)],
        RemarkText: remarkOrNothing(values.RemarkText),
      }),
      { onSuccess: onClose },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={`Negotiate the term '${term.termTitle}'`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Term title" {...form.getInputProps('TermTitle')} />
          <Textarea label="Term text" autosize minRows={3} {...form.getInputProps('TermTxt')} />
          <div>
            <Text size="sm" fw={500} mb={4}>
              Attached
            </Text>
            <AttachmentThumbs attachments={term.attachments} />
          </div>
          <AttachmentsField label="Add attachments" value={files} onChange={setFiles} />
          <RemarkField {...form.getInputProps('RemarkText')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={call.isPending}>
              Send wording
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
