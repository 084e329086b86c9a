import { pickedGroupFigures } from '@samvida/machines';
import { useState } from 'react';
import type { PickedTermGroup } from '@/components/pickers/term-group-picker';
import type { NewTerm } from '@/components/terms/term-adder';
import { type RfqDraft, type RfqItemDraft, rowKey } from '../lib/rfq-draft';
import { useSaveRfq } from './use-save-rfq';

// The RFQ form's draft and its edits; removing a saved item or term queues its deletion.
export function useRfqEditor(initial: RfqDraft) {
  const [draft, setDraft] = useState(initial);
  const save = useSaveRfq(setDraft);
  return {
    draft,
    save,
    set: <K extends keyof RfqDraft>(field: K, value: RfqDraft[K]) => setDraft((d) => ({ ...d, [field]: value })),
    addItem: (item: Omit<RfqItemDraft, 'key'>) =>
      setDraft((d) => ({ ...d, items: [...d.items, { ...item, key: rowKey() }] })),
    removeItem: (key: string) =>
      setDraft((d) => {
        const serverId = d.items.find((item) => item.key === key)?.serverId;
        return {
          ...d,
          items: d.items.filter((item) => item.key !== key),
          removedItems: serverId ? [...d.removedItems, serverId] : d.removedItems,
        };
      }),
    addTerm: (term: NewTerm) => setDraft((d) => ({ ...d, terms: [...d.terms, { ...term, key: rowKey() }] })),
    // A saved group's terms join the RFQ's; its LD figures (when set) become the penalty. An RFQ has
    // no advance (the sellers quote theirs), so a group's advance is not used here.
    applyTermGroup: ({ group, terms }: PickedTermGroup) =>
      setDraft((d) => {
        const { ld } = pickedGroupFigures(group);
        return {
          ...d,
          terms: [
            ...d.terms,
            ...terms.map((t) => ({
              key: rowKey(),
              title: t.termTitle,
              text: t.termTxt,
              isPaymentTerm: false,
              attachments: t.attachmentList.map((a) => a.uploadId),
            })),
          ],
          ...(ld && { ldPercent: ld.percent, ldDays: String(ld.days) }),
        };
      }),
    removeTerm: (key: string) =>
      setDraft((d) => {
        const serverId = d.terms.find((term) => term.key === key)?.serverId;
        return {
          ...d,
          terms: d.terms.filter((term) => term.key !== key),
          removedTerms: serverId ? [...d.removedTerms, serverId] : d.removedTerms,
        };
      }),
  };
}

export type RfqEditor = ReturnType<typeof useRfqEditor>;
