import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@/api/client';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useShowMessage } from '@/components/ui/message-modal';
import { notify } from '@/components/ui/notify';
import { setHandoffData } from '@/lib/handoff';
import type { OfferedActions } from '../api/proposal-actions';
import type { ProposalDetail } from '../api/proposal-detail';
import { useDeleteInvite } from '../api/proposal-invites';
import { type StatusCall, useChangeStatus } from '../api/proposal-status';

interface ProposalActionsBarProps {
  detail: ProposalDetail;
  actions: OfferedActions;
  onSearchVendor: () => void;
}

// Both are final: a closed RFQ takes no more quotations, a completed one nothing at all.
const CONFIRM: Partial<Record<StatusCall, { question: string; button: string }>> = {
  CloseProposal: {
    question: 'Close this RFQ? Sellers can no longer apply; the quotes you have stay here to compare.',
    button: 'Close Proposal',
  },
  CompleteProposal: {
    question: 'Mark this RFQ complete? Nothing more can be done on it.',
    button: 'Complete',
  },
};

// Exactly the actions ProposalActions offers the caller now, and Back.
export function ProposalActionsBar({ detail, actions, onSearchVendor }: ProposalActionsBarProps) {
  const status = useChangeStatus(detail.id);
  const decline = useDeleteInvite(detail.id);
  const showMessage = useShowMessage();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<StatusCall | null>(null);
  const [myInvite] = actions.invitesOffering('DeclineInvite');

  const run = (call: StatusCall) =>
    status.mutate(call, {
      onSuccess: ({ message }) => notify(message ?? 'Status is changed successfully'),
      onError: (error) => showMessage('Error', errorMessage(error, 'Not able to update data')),
      onSettled: () => setConfirming(null),
    });

  const editDraft = () => {
    setHandoffData({ id: detail.id, proposalStatus: detail.proposalStatus, inviteOnly: detail.inviteOnly });
    void navigate('/NewRFQ');
  };

  const dialog = confirming && CONFIRM[confirming];
  return (
    <Group gap="sm" wrap="wrap">
      <Button variant="default" component={Link} to="/Home">
        Back
      </Button>
      {actions.can('SaveRFQ') && (
        <Button variant="light" onClick={editDraft}>
          Edit draft
        </Button>
      )}
      {actions.can('StartRFQ') && (
        <Button onClick={() => run('StartRFQ')} loading={status.isPending && status.variables === 'StartRFQ'}>
          Publish
        </Button>
      )}
      {actions.can('SendInvite') && (
        <Button variant="light" onClick={onSearchVendor}>
          Search Vendor
        </Button>
      )}
      {actions.can('CloseProposal') && (
        <Button color="red" variant="light" onClick={() => setConfirming('CloseProposal')}>
          Close Proposal
        </Button>
      )}
      {actions.can('CompleteProposal') && <Button onClick={() => setConfirming('CompleteProposal')}>Complete</Button>}
      {actions.can('ApplyForProposal') && (
        <Button component={Link} to={`/ApplyRFQ?proposalId=${encodeURIComponent(detail.id)}`}>
          Apply
        </Button>
      )}
      {myInvite && (
        <Button
          variant="default"
          color="red"
          loading={decline.isPending}
          onClick={() =>
            decline.mutate(myInvite, {
              onSuccess: ({ message }) => notify(message ?? 'Deleted successfully'),
              onError: (error) => showMessage('Error', errorMessage(error)),
            })
          }
        >
          Decline invite
        </Button>
      )}
      <ConfirmDialog
        question={dialog?.question ?? null}
        confirmLabel={dialog?.button}
        busy={status.isPending}
        onConfirm={() => confirming && run(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Group>
  );
}
