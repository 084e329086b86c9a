import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AvailableActions } from '@/api/available-actions';
import { offers } from '@/lib/actions';
import type { AgreementDetail } from '../api/agreement-detail';
import { type AgreementCall, negotiationCalls, useAgreementCall } from '../api/agreement-commands';
import { DecisionDialog } from './decision-dialog';
import { NegotiateAgreementDialog } from './negotiate-agreement-dialog';

interface Decision {
  label: string;
  color: string;
  description: string;
  call: (agreementId: string, remark?: string) => AgreementCall;
}

// The agreement's own decisions (spec §4): Reject (AR), Start (AA) and Accept (SAA).
const DECISIONS = {
  RejectAgreement: {
    label: 'Reject',
    color: 'red',
    description: 'Reject this contract. Your remark is posted first, for the other party to read.',
    call: (AgreementId, RemarkText) => negotiationCalls.rejectAgreement({ AgreementId, RemarkText }),
  },
  StartContract: {
    label: 'Start',
    color: 'green',
    description: 'Start the contract: its items become active and its open terms are accepted.',
    call: (AgreementId) => negotiationCalls.startContract({ AgreementId }),
  },
  AcceptAgreement: {
    label: 'Accept',
    color: 'green',
    description: 'Accept the general terms; LD and the completion date are then fixed.',
    call: (AgreementId, RemarkText) => negotiationCalls.acceptAgreement({ AgreementId, RemarkText }),
  },
  ApproveAgreement: {
    label: 'Approve',
    color: 'teal',
    description: 'Approve the contract as it stands, so that another member of your business can send or start it.',
    call: (AgreementId) => negotiationCalls.approveAgreement({ AgreementId }),
  },
} satisfies Record<string, Decision>;

function DecisionButton({ decision, agreementId }: { decision: Decision; agreementId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const mutation = useAgreementCall(agreementId);
  return (
    <>
      <Button
        color={decision.color}
        variant={decision.color === 'red' ? 'outline' : 'filled'}
        onClick={open}
        data-testid="negotiation-action"
      >
        {decision.label}
      </Button>
      <DecisionDialog
        opened={opened}
        onClose={close}
        title={`${decision.label} the contract`}
        description={decision.description}
        confirmLabel={decision.label}
        color={decision.color}
        busy={mutation.isPending}
        onConfirm={(remark) => mutation.mutate(decision.call(agreementId, remark), { onSuccess: close })}
      />
    </>
  );
}

// Where the business asks for two members: Approve for a member who may, and why the next step
// waits for one (on the detail screen and beside the drafts' Publish). The sentence is narrowed so
// it wraps beside the buttons instead of pushing the whole row of actions onto lines of their own.
export function ApprovalControls({ agreementId, actions }: { agreementId: string; actions: AvailableActions }) {
  return (
    <>
      {actions.awaitingApproval && (
        <Text size="sm" c="dimmed" maw={420} data-testid="awaiting-approval">
          {actions.awaitingApproval}
        </Text>
      )}
      {offers(actions.agreement, 'ApproveAgreement') && (
        <DecisionButton decision={DECISIONS.ApproveAgreement} agreementId={agreementId} />
      )}
    </>
  );
}

// Reject, Start, Negotiate and Accept on the agreement: each exactly when the server offers it.
export function AgreementActions({ detail, actions }: { detail: AgreementDetail; actions: AvailableActions }) {
  const [negotiating, { open, close }] = useDisclosure(false);
  const decide = (command: keyof typeof DECISIONS) =>
    offers(actions.agreement, command) && <DecisionButton decision={DECISIONS[command]} agreementId={detail.id} />;
  return (
    <Group gap="xs">
      {decide('RejectAgreement')}
      {offers(actions.agreement, 'NegotiateAgreement') && (
        <Button variant="light" onClick={open} data-testid="negotiation-action">
          Negotiate
        </Button>
      )}
      {decide('StartContract')}
      {decide('AcceptAgreement')}
      <ApprovalControls agreementId={detail.id} actions={actions} />
      {negotiating && <NegotiateAgreementDialog opened onClose={close} detail={detail} />}
    </Group>
  );
}
