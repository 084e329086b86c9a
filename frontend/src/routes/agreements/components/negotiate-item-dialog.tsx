import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { NegotiateItemData } from '@samvida/machines';
import type { AgreementItem } from '../api/agreement-items';
import { negotiationCalls, useAgreementCall } from '../api/agreement-commands';
import type { Party } from '@samvida/machines';
import { RemarkField, remarkOrNothing } from './remark-field';

const ItemOffer = NegotiateItemData.pick({ Amount: true, CompletionDays: true, ItemTax: true, RemarkText: true });

interface NegotiateItemDialogProps {
  opened: boolean;
  onClose: () => void;
  agreementId: string;
  item: AgreementItem;
  role: Party;
}

const numberOrBlank = (value: string | number | null) => (value === null ? '' : Number(value));

// A counter-offer on an item (BIN/SIN): rate, days and tax, starting from the other side's offer.
export function NegotiateItemDialog({ opened, onClose, agreementId, item, role }: NegotiateItemDialogProps) {
  const theirs = role === 'buyer' ? 'seller' : 'buyer';
  const form = useForm({
    initialValues: {
      Amount: numberOrBlank(item[`${theirs}Rate`] ?? item[`${role}Rate`]),
      CompletionDays: numberOrBlank(item[`${theirs}ItemCompletion`] ?? item[`${role}ItemCompletion`]),
      ItemTax: numberOrBlank(item.itemTax),
      RemarkText: '',
    },
    validate: schemaResolver(ItemOffer, { sync: true }),
  });
  const call = useAgreementCall(agreementId);

  const submit = form.onSubmit((values) => {
    const offer = ItemOffer.parse(values);
    call.mutate(
      negotiationCalls.negotiateItem({
        AgreementId: agreementId,
        ItemId: item.id,
        ...offer,
        RemarkText: remarkOrNothing(offer.RemarkText),
      }),
      { onSuccess: onClose },
    );
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Negotiate '${item.itemTitle}'`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Your offer goes to the {theirs}; the item can be accepted once both rates and completion days match.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <NumberInput clampBehavior="none" label="Rate" min={0} decimalScale={2} {...form.getInputProps('Amount')} />
            <NumberInput
              clampBehavior="none"
              label="Days to complete"
              min={0}
              allowDecimal={false}
              {...form.getInputProps('CompletionDays')}
            />
            <NumberInput
              clampBehavior="none"
              label="Tax %"
              min={0}
              max={100}
              decimalScale={2}
              {...form.getInputProps('ItemTax')}
            />
          </SimpleGrid>
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
