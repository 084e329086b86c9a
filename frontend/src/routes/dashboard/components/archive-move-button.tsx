import { Button } from '@mantine/core';
import { useShowMessage } from '@/components/ui/message-modal';
import { useMemberMay } from '@/lib/use-member-may';
import { useArchiveMove } from '../api/archive';

interface ArchiveMoveButtonProps {
  agreementId: string | number;
  // True: into the user's archive (from the contract lists); false: back to the lists.
  archive: boolean;
}

// Archives a finished contract for the signed-in user only, or restores it; the server's answer is
// shown. Absent for a member whose role may not.
export function ArchiveMoveButton({ agreementId, archive }: ArchiveMoveButtonProps) {
  const move = useArchiveMove();
  const showMessage = useShowMessage();
  const mayMove = useMemberMay('negotiate');
  // mutateAsync, not mutate's callbacks: the refreshed list unmounts this row's button before
  // those callbacks would run, and the answer would never be shown.
  const onClick = () =>
    move.mutateAsync({ agreementId, archive }).then(
      ({ message }) => showMessage('Success', message ?? 'Done.'),
      (error: Error) => showMessage('Error', error.message),
    );
  if (!mayMove) return null;
  return (
    <Button size="xs" variant="subtle" loading={move.isPending} onClick={onClick}>
      {archive ? 'Archive' : 'Restore'}
    </Button>
  );
}
