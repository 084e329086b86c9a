import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AvailableActions } from '@/api/available-actions';
import { offers } from '@/lib/actions';
import type { AgreementItem } from '../api/agreement-items';
import type { AgreementTerm } from '../api/agreement-terms';
import { type AgreementCall, negotiationCalls, useAgreementCall } from '../api/agreement-commands';
import type { Party } from '@samvida/machines';
import { DecisionDialog } from './decision-dialog';
import { NegotiateItemDialog } from './negotiate-item-dialog';
import { NegotiateTermDialog } from './negotiate-term-dialog';

type Actions = AvailableActions['agreement'];

// An Accept button with its confirmation; shown only when the server offers the accept.
function AcceptButton({
  agreementId,
  subject,
  call,
}: {
  agreementId: string;
  subject: string;
  call: (remark?: string) => AgreementCall;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const mutation = useAgreementCall(agreementId);
  return (
    <>
      <Button
        size="compact-sm"
        color="green"
        onClick={open}
        aria-label={`Accept ${subject}`}
        data-testid="negotiation-action"
      >
        Accept
      </Button>
      <DecisionDialog
        opened={opened}
        onClose={close}
        title={`Accept ${subject}`}
        description={`Accept ${subject} as it stands now.`}
        confirmLabel="Accept"
        color="green"
        busy={mutation.isPending}
        onConfirm={(remark) => mutation.mutate(call(remark), { onSuccess: close })}
      />
    </>
  );
}

function NegotiateButton({ subject, onClick }: { subject: string; onClick: () => void }) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      onClick={onClick}
      aria-label={`Negotiate ${subject}`}
      data-testid="negotiation-action"
    >
      Negotiate
    </Button>
  );
}

// Negotiate (BIN/SIN) and Accept (BIA/SIA) on one item, exactly as the server offers them.
export function ItemActions({
  agreementId,
  item,
  actions,
  role,
}: {
  agreementId: string;
  item: AgreementItem;
  actions: Actions | undefined;
  role: Party;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const subject = `'${item.itemTitle}'`;
  return (
    <Group gap={6} wrap="nowrap">
      {offers(actions, 'NegotiateItem') && <NegotiateButton subject={subject} onClick={open} />}
      {offers(actions, 'AcceptItem') && (
        <AcceptButton
          agreementId={agreementId}
          subject={subject}
          call={(RemarkText) => negotiationCalls.acceptItem({ AgreementId: agreementId, ItemId: item.id, RemarkText })}
        />
      )}
      {opened && <NegotiateItemDialog opened onClose={close} agreementId={agreementId} item={item} role={role} />}
    </Group>
  );
}

// Negotiate (BTSN/BTBN/STSN/STBN) and Accept (BTSA/STBA) on one term, exactly as offered.
export function TermActions({
  agreementId,
  term,
  actions,
}: {
  agreementId: string;
  term: AgreementTerm;
  actions: Actions | undefined;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const subject = `the term '${term.termTitle}'`;
  return (
    <Group gap={6} wrap="nowrap">
      {offers(actions, 'NegotiateTerm') && <NegotiateButton subject={subject} onClick={open} />}
      {offers(actions, 'AcceptTerm') && (
        <AcceptButton
          agreementId={agreementId}
          subject={subject}
          call={(RemarkText) => negotiationCalls.acceptTerm({ AgreementId: agreementId, TermId: term.id, RemarkText })}
        />
      )}
      {opened && <NegotiateTermDialog opened onClose={close} agreementId={agreementId} term={term} />}
    </Group>
  );
}
