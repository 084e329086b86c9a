import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CounterpartyContact } from '@samvida/machines';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/client';
import { type SendContractBody, useSendContract } from '@/api/send-contract';
import type { Uploaded } from '@/api/upload';
import { AttachmentsField } from '@/components/attachments/attachments-field';
import { FormSection } from '@/components/ui/form-section';
import { useShowMessage } from '@/components/ui/message-modal';
import { notify } from '@/components/ui/notify';
import { rolePairOf } from '@/lib/builder-roles';
import { contactForApi } from '@/lib/contact';
import { isSignedIn, useSession } from '@/lib/session';
import type { Answers, FieldSpec, LongFormSpec } from '../forms/long-form';
import { GuestNotice, REQUIRED, useGuestRedirect } from './guest-notice';
import { PartyFields, type PartyValues } from './party-fields';

type Values = PartyValues & { answers: Answers };

const initialAnswers = (spec: LongFormSpec): Answers =>
  Object.fromEntries(
    spec.sections.flatMap((section) =>
      section.fields.map((field) => [field.name, field.initial ?? (field.kind === 'checkbox' ? false : '')]),
    ),
  );

// A fixed-layout template as one long form. 'Publish Agreement' sends the agreement with the
// template's role pair, items and terms built from the answers (SendContract, published: proposed
// to the other party, as the builder's Publish does) and opens its detail.
export function LongForm({ spec }: { spec: LongFormSpec }) {
  const signedIn = isSignedIn(useSession());
  const send = useSendContract();
  const showMessage = useShowMessage();
  const navigate = useNavigate();
  const toSignIn = useGuestRedirect();
  const [files, setFiles] = useState<Uploaded[]>([]);
  const form = useForm<Values>({
    initialValues: { role: rolePairOf(spec.template)[0], contact: '', answers: initialAnswers(spec) },
    validate: (values) => {
      const errors: Record<string, string> = {};
      const contact = CounterpartyContact.safeParse(values.contact);
      if (!contact.success) errors.contact = contact.error.issues[0]!.message;
      for (const field of spec.sections.flatMap((section) => section.fields))
        if (field.required && String(values.answers[field.name] ?? '').trim() === '')
          errors[`answers.${field.name}`] = REQUIRED;
      return errors;
    },
  });

  const publish = form.onSubmit((values) => {
    if (!signedIn) return toSignIn();
    const parts = spec.toContract(values.answers);
    const annexures = files.length
      ? [
          {
            TermTitle: 'Annexures',
            TermTxt: `Attached: ${files.map((f) => f.name).join(', ')}.`,
            Attachments: files.map((f) => f.id),
          },
        ]
      : [];
    const body: SendContractBody = {
      CreatorType: values.role,
      OtherPartyContactInfo: contactForApi(values.contact),
      ContractType: spec.template,
      CurrencyId: 'INR',
      LDDays: 0,
      LDPercent: '0',
      Advance: '0',
      Deposit: '0',
      ...parts,
      Terms: [...parts.Terms, ...annexures],
      Publish: true,
    };
    send.mutate(body, {
      onSuccess: ({ data, message }) => {
        notify(message ?? 'Data added successfully');
        void navigate(`/DetailAgreement?agreementId=${encodeURIComponent(data.id)}`);
      },
      onError: (error) => showMessage('Error', errorMessage(error, 'Not able to save data')),
    });
  });

  return (
    <form onSubmit={publish} noValidate>
      <Stack gap="lg">
        <title>{`${spec.title} · Samvida`}</title>
        <div>
          <Title order={1}>{spec.title}</Title>
          <Text c="dimmed" mt={4}>
            {spec.intro}
          </Text>
        </div>
        {!signedIn && <GuestNotice />}
        <PartyFields template={spec.template} form={form} />
        {spec.sections.map((section) => (
          <FormSection key={section.title} title={section.title} description={section.description}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              {section.fields.map((field) => (
                <div key={field.name} style={field.wide ? { gridColumn: '1 / -1' } : undefined}>
                  <Field
                    field={field}
                    props={form.getInputProps(
                      `answers.${field.name}`,
                      field.kind === 'checkbox' ? { type: 'checkbox' } : undefined,
                    )}
                  />
                </div>
              ))}
            </SimpleGrid>
          </FormSection>
        ))}
        <FormSection title="Attachments" description="Drawings, photos or documents the agreement refers to.">
          <AttachmentsField label="Add a file" value={files} onChange={setFiles} />
        </FormSection>
        {Object.keys(form.errors).length > 0 && (
          <Alert color="red" role="alert">
            Some answers are missing or wrong; they are marked above.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={send.isPending}>
            Publish Agreement
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type InputProps = ReturnType<ReturnType<typeof useForm<Values>>['getInputProps']>;

function Field({ field, props }: { field: FieldSpec; props: InputProps }) {
  const common = { label: field.label, description: field.description, required: field.required, ...props };
  switch (field.kind) {
    case 'checkbox':
      return <Checkbox mt={{ base: 0, sm: 'xs' }} {...common} />;
    case 'textarea':
      return <Textarea autosize minRows={3} maxLength={1000} {...common} />;
    case 'date':
      return <TextInput type="date" {...common} />;
    case 'number':
      return <TextInput type="number" inputMode="numeric" min={0} step={1} {...common} />;
    case 'amount':
      return <TextInput type="number" inputMode="decimal" min={0} step={0.01} {...common} />;
    case 'percent':
      return <TextInput type="number" inputMode="decimal" min={0} max={100} step={0.01} {...common} />;
    default:
      return <TextInput maxLength={field.wide ? 150 : 100} {...common} />;
  }
}
