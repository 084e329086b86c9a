import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { NegotiateAgreementData } from '@samvida/machines';
import type { AgreementDetail } from '../api/agreement-detail';
import { negotiationCalls, useAgreementCall } from '../api/agreement-commands';
import { GeneralTermsFields, generalTermsOf } from './general-terms-fields';
import { RemarkField, remarkOrNothing } from './remark-field';

const Counter = NegotiateAgreementData.pick({
  LDPercent: true,
  LDDays: true,
  Advance: true,
  AgreementDuration: true,
  RemarkText: true,
});

// A counter-offer on the general terms (BAN/SAN).
export function NegotiateAgreementDialog({
  opened,
  onClose,
  detail,
}: {
  opened: boolean;
  onClose: () => void;
  detail: AgreementDetail;
}) {
  const form = useForm({
    initialValues: { ...generalTermsOf(detail), RemarkText: '' },
    validate: schemaResolver(Counter, { sync: true }),
  });
  const call = useAgreementCall(detail.id);
  const submit = form.onSubmit((values) => {
    const terms = Counter.parse(values);
    call.mutate(
      negotiationCalls.negotiateAgreement({
        AgreementId: detail.id,
        ...terms,
        RemarkText: remarkOrNothing(terms.RemarkText),
      }),
      { onSuccess: onClose },
    );
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Negotiate the general terms" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Propose new liquidated damages, duration and advance; the other party answers or accepts.
          </Text>
          <GeneralTermsFields form={form} editable />
          <RemarkField {...form.getInputProps('RemarkText')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={call.isPending}>
              Send offer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
