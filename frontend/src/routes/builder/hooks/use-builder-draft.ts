import { type BuilderTemplate, type DraftProposal, pickedGroupFigures } from '@samvida/machines';
import { useEffect, useRef, useState } from 'react';
import { type ClientInfo, useClientInfo } from '@/api/client-info';
import type { CatalogueOption } from '@/api/pickers';
import type { PickedTermGroup } from '@/components/pickers/term-group-picker';
import { clearHandoffData, getHandoffData, handoffRedirect } from '@/lib/handoff';
import { useTemplateItems, useTemplateTerms } from '../api/template-lookups';
import {
  blankLine,
  type BuilderDraft,
  type BuilderLine,
  lineFromCatalogue,
  newDraft,
  newTerm,
  restoredDraft,
  rowId,
} from '../lib/builder-draft';

export type TermKind = 'paymentTerms' | 'customTerms';

const partyText = (me: ClientInfo) =>
  [
    `Name: ${me.name ?? ''}`,
    `Email: ${me.email ?? ''}`,
    `Phone Number: ${me.phoneNumber ?? ''}`,
    `GSTIN: ${me.gstin ?? ''}`,
    `Address: ${me.address ?? ''}`,
  ].join('\n');

// The builder's draft: a guest's draft from the handoff data when there is one of this template,
// else a fresh one preloaded with the template's terms and items; the user's own details fill the
// first party once known.
export function useBuilderDraft(template: BuilderTemplate) {
  const [initial] = useState(() => restoredDraft(getHandoffData(), template));
  const [draft, setDraft] = useState<BuilderDraft>(() => initial ?? newDraft(template));
  const fresh = initial === null;
  const terms = useTemplateTerms(template, fresh);
  const items = useTemplateItems(template, fresh);
  const me = useClientInfo();
  useEffect(() => {
    // Used up: the dashboard must not send the user back here on every visit.
    if (handoffRedirect() === '/CustomAgreement') clearHandoffData();
  }, []);

  // Template terms and items arrive once, into a fresh draft only (a kept draft has them already,
  // even when the cache still holds them); what the user added meanwhile stays after them.
  const preloaded = useRef({ terms: !fresh, items: !fresh });
  useEffect(() => {
    if (!terms.data || preloaded.current.terms) return;
    preloaded.current.terms = true;
    const of = (payment: boolean) =>
      terms.data.filter((t) => t.isPaymentTerm === payment).map((t) => newTerm(t.termName, t.termDescription));
    setDraft((d) => ({
      ...d,
      paymentTerms: [...of(true), ...d.paymentTerms],
      customTerms: [...of(false), ...d.customTerms],
    }));
  }, [terms.data]);
  useEffect(() => {
    if (!items.data || preloaded.current.items) return;
    preloaded.current.items = true;
    const lines: BuilderLine[] = items.data.map((item) => ({
      id: rowId('item'),
      title: item.itemTitle,
      description: item.itemDescription,
      hsnSac: item.itemHsnCsnUin,
      quantity: item.itemQuantity,
      rate: item.rate,
      timeToComplete: String(item.itemCompletion),
      currency: item.currency,
      tax: item.itemTax,
      unit: item.unit,
    }));
    setDraft((d) => ({ ...d, lineItems: [...lines, ...d.lineItems] }));
  }, [items.data]);
  useEffect(() => {
    if (me.data) setDraft((d) => (d.firstpartyDetails.trim() ? d : { ...d, firstpartyDetails: partyText(me.data) }));
  }, [me.data]);

  // The lookup id of the contract currency, for new lines (blank lines start in INR, id 2).
  const currencyId = useRef(draft.lineItems[0]?.currency ?? blankLine().currency);

  const set = <K extends keyof BuilderDraft>(field: K, value: BuilderDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));

  return {
    draft,
    set,
    // Template terms or items that could not be loaded (the builder still works without them).
    preloadError: terms.error ?? items.error,
    retryPreload: () => {
      void terms.refetch();
      void items.refetch();
    },
    // The contract currency; every line item follows it.
    setCurrency: (code: string, id: number) => {
      currencyId.current = id;
      setDraft((d) => ({ ...d, currency: code, lineItems: d.lineItems.map((line) => ({ ...line, currency: id })) }));
    },
    addLine: () =>
      setDraft((d) => ({ ...d, lineItems: [...d.lineItems, { ...blankLine(), currency: currencyId.current }] })),
    // A line filled from the catalogue, in the contract's currency.
    addLineFrom: (item: CatalogueOption) =>
      setDraft((d) => ({
        ...d,
        lineItems: [...d.lineItems, { ...blankLine(), ...lineFromCatalogue(item), currency: currencyId.current }],
      })),
    // A saved group's terms join the custom terms; its LD figures become the penalty and its advance
    // the advance (each when the group has it; the user can still change them).
    applyTermGroup: ({ group, terms }: PickedTermGroup) =>
      setDraft((d) =>
        withGroupFigures(
          {
            ...d,
            customTerms: [
              ...d.customTerms,
              ...terms.map((t) =>
                newTerm(
                  t.termTitle,
                  t.termTxt,
                  t.attachmentList.map((a) => a.uploadId),
                ),
              ),
            ],
          },
          group,
        ),
      ),
    updateLine: (id: string, patch: Partial<BuilderLine>) =>
      setDraft((d) => ({
        ...d,
        lineItems: d.lineItems.map((line) => (line.id === id ? { ...line, ...patch } : line)),
      })),
    removeLine: (id: string) => setDraft((d) => ({ ...d, lineItems: d.lineItems.filter((line) => line.id !== id) })),
    addTerm: (kind: TermKind, title: string, text: string) =>
      setDraft((d) => ({ ...d, [kind]: [...d[kind], newTerm(title, text)] })),
    removeTerm: (kind: TermKind, id: string) =>
      setDraft((d) => ({ ...d, [kind]: d[kind].filter((term) => term.id !== id) })),
    // A reviewed proposal of the drafting assistant: its items and terms after the draft's, and the
    // fields it states in place of the draft's.
    applyProposal: (proposal: DraftProposal) => setDraft((d) => withProposal(d, proposal, currencyId.current)),
  };
}

export type BuilderDraftState = ReturnType<typeof useBuilderDraft>;

function withGroupFigures(draft: BuilderDraft, group: PickedTermGroup['group']): BuilderDraft {
  const { ld, advance } = pickedGroupFigures(group);
  return {
    ...draft,
    ...(ld && { penalityPercent: ld.percent, penalityDays: String(ld.days) }),
    ...(advance !== undefined && { advance }),
  };
}

function withProposal(draft: BuilderDraft, { Items, Terms, Fields }: DraftProposal, currency: number): BuilderDraft {
  const lines = Items.map((item): BuilderLine => ({
    ...blankLine(),
    title: item.ItemTitle,
    description: item.ItemDescription,
    quantity: item.Qty,
    rate: item.Rate ?? '',
    tax: item.Tax,
    unit: Number(item.UnitId),
    currency,
  }));
  const terms = (payment: boolean) =>
    Terms.filter((term) => term.IsPaymentTerm === payment).map((term) => newTerm(term.TermTitle, term.TermTxt));
  const field = (value: string | number | null, current: string) => (value === null ? current : String(value));
  return {
    ...draft,
    lineItems: [...draft.lineItems, ...lines],
    paymentTerms: [...draft.paymentTerms, ...terms(true)],
    customTerms: [...draft.customTerms, ...terms(false)],
    advance: field(Fields.Advance, draft.advance),
    penalityPercent: field(Fields.LDPercent, draft.penalityPercent),
    penalityDays: field(Fields.LDDays, draft.penalityDays),
    contractDuration: field(Fields.NumberOfDays, draft.contractDuration),
    startDate: field(Fields.StartDate, draft.startDate),
    deposite: field(Fields.Deposit, draft.deposite),
  };
}
