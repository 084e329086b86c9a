import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispatch, SetStateAction } from 'react';
import { errorMessage } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { changeStatus } from '../api/proposal-status';
import { addRfqItem, addRfqTerm, deleteRfqItem, deleteRfqTerm, saveRfq } from '../api/save-rfq';
import { type RfqDraft, saveRfqBody } from '../lib/rfq-draft';

// The spec's alert when an RFQ item (or term) is not added (§8).
const addFailed = (title: string) => new Error(`Some error while adding item ${title}`);

// The message for a failed save: the spec's for a failed add, else the server's.
export const saveErrorMessage = (error: unknown) =>
  error instanceof Error && error.message.startsWith('Some error while adding item')
    ? error.message
    : errorMessage(error, 'Not able to save data');

// Save Quotation and Publish: SaveRFQ, then the removed items and terms deleted, the new ones
// added one by one (each failure named), and for Publish StartRFQ. Every step that succeeds is
// written back into the form's draft, so trying again never adds anything twice.
export function useSaveRfq(setDraft: Dispatch<SetStateAction<RfqDraft>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, publish }: { draft: RfqDraft; publish: boolean }) => {
      const proposalId = await saveRfq(saveRfqBody(draft));
      setDraft((d) => ({ ...d, proposalId }));
      for (const itemId of draft.removedItems) {
        await deleteRfqItem(proposalId, itemId);
        setDraft((d) => ({ ...d, removedItems: d.removedItems.filter((id) => id !== itemId) }));
      }
      for (const termId of draft.removedTerms) {
        await deleteRfqTerm(proposalId, termId);
        setDraft((d) => ({ ...d, removedTerms: d.removedTerms.filter((id) => id !== termId) }));
      }
      for (const item of draft.items.filter((i) => !i.serverId)) {
        const serverId = await addRfqItem({
          ProposalId: proposalId,
          ItemTitle: item.title,
          ItemDescription: item.description,
          ItemHsnCsnUin: item.hsnSac,
          ItemQuantity: item.quantity,
          Unit: item.unit,
        }).catch(() => Promise.reject(addFailed(item.title)));
        setDraft((d) => ({ ...d, items: d.items.map((i) => (i.key === item.key ? { ...i, serverId } : i)) }));
      }
      for (const term of draft.terms.filter((t) => !t.serverId)) {
        const serverId = await addRfqTerm({
          ProposalId: proposalId,
          TermTitle: term.title,
          TermTxt: term.text,
          IsPaymentTerm: term.isPaymentTerm,
          Attachments: term.attachments ?? [],
        }).catch(() => Promise.reject(addFailed(term.title)));
        setDraft((d) => ({ ...d, terms: d.terms.map((t) => (t.key === term.key ? { ...t, serverId } : t)) }));
      }
      if (publish) await changeStatus('StartRFQ', proposalId);
      return proposalId;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rfqs }),
  });
}
