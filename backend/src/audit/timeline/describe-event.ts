// One sentence per event for the timeline: who did what, in the words a party would use.
import {
  eventActorOf,
  formatInr,
  heldReasonWords,
  systemActorName,
  type AwardHeldReason,
  type EventActor,
  type RecordedEvent,
} from '@samvida/machines';

type Data = Record<string, unknown> & { by?: string; userId?: string };

// What the describer knows besides the event: names by user id, item and term titles seen so far.
export interface DescribeContext {
  names: Map<string, string>;
  titles: Map<string, string>;
}

const str = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));
// "the item “Steel rods”", or "an item" when its title is not known.
const quoted = (ctx: DescribeContext, id: unknown, noun: 'item' | 'term') => {
  const title = ctx.titles.get(str(id));
  return title ? `the ${noun} “${title}”` : noun === 'item' ? 'an item' : 'a term';
};
const money = (value: unknown) => formatInr(str(value));
const nameOf = (ctx: DescribeContext, id: unknown) => ctx.names.get(str(id)) ?? 'a user';

const SENTENCES: Record<string, (d: Data, ctx: DescribeContext) => string> = {
  ProposalDrafted: () => 'drafted the RFQ',
  ProposalStarted: () => 'published the RFQ',
  ProposalClosed: () => 'closed the RFQ',
  ProposalCompleted: () => 'completed the RFQ',
  ProposalExpired: () => 'the RFQ expired',
  ProposalResponded: () => 'applied to the RFQ with rates, opening this agreement',
  // Recorded by Samvida's line-award process when an award reached a signed or started agreement.
  AwardNotApplied: (d) => {
    const one = (d.itemIds as unknown[]).length === 1;
    return `could not apply the buyer's award of ${one ? '1 line' : `${(d.itemIds as unknown[]).length} lines`} on the RFQ to another seller: ${heldReasonWords(
      d.reason as AwardHeldReason,
    )} first, so ${one ? 'it stays' : 'they stay'} in this agreement`;
  },
  AgreementDrafted: (d) => `drafted the ${str(d.contractType)} agreement`,
  CounterpartyJoined: () => 'joined the agreement',
  AuditorAccessGranted: (d, ctx) =>
    `let ${nameOf(ctx, d.auditorId)} audit the agreement${d.until ? ` until ${str(d.until)}` : ''}`,
  AuditorAccessRevoked: (d, ctx) => `ended ${nameOf(ctx, d.auditorId)}'s audit access`,
  AgreementDetailsEdited: () => 'edited the general terms of the draft',
  AgreementPublished: () => 'sent the agreement to the other party',
  AgreementNegotiated: (d) => {
    const g = d.generalTerms as Record<string, unknown>;
    return `proposed general terms: LD ${str(g.ldPercent)}% after ${str(g.ldDays)} days, advance ${str(g.advancePercent)}%, ${str(g.durationDays)} days`;
  },
  AgreementAccepted: (d) => `accepted the general terms (completion by ${str(d.completionDate)})`,
  AgreementStarted: (d) => `started the contract (completion by ${str(d.completionDate)})`,
  AgreementRejected: () => 'rejected the agreement',
  AgreementCompleted: () => 'completed the contract',
  AgreementClosed: () => 'closed the contract',
  AgreementExpired: () => 'the agreement expired',
  AgreementDiscarded: () => 'discarded the draft',
  AgreementArchived: () => 'moved the contract to their archive',
  AgreementUnarchived: () => 'took the contract out of their archive',
  AgreementApproved: () => 'approved the contract as it stands, for their business to send or start it',
  AgreementStorageEnded: () => 'moved the contract to the archive: the plan’s storage period ended',
  AgreementFilesDeleted: () => 'deleted the contract’s files and PDFs: its archive period ended (its history stays)',
  ItemAdded: (d) => `added the item “${str((d.item as Data).title)}”`,
  ItemEdited: (d) => `edited the item “${str((d.item as Data).title)}”`,
  ItemRemoved: (d, ctx) => `removed ${quoted(ctx, d.itemId, 'item')}`,
  // Recorded by Samvida's line-award process, caused by the buyer's award on the RFQ.
  ItemsWithdrawnByAward: (d, ctx) =>
    `withdrew ${(d.itemIds as unknown[]).map((id) => quoted(ctx, id, 'item')).join(', ')}: the buyer awarded ${
      (d.itemIds as unknown[]).length === 1 ? 'it' : 'them'
    } to another seller on the RFQ${d.closesAgreement ? '. No item is left, so the agreement is closed as rejected' : ''}`,
  ItemNegotiated: (d, ctx) =>
    `offered ${money(d.rate)} for ${quoted(ctx, d.itemId, 'item')}, ${str(d.completionDays)} days to complete`,
  ItemAccepted: (d, ctx) => `accepted the rate of ${quoted(ctx, d.itemId, 'item')}`,
  TermAdded: (d) => `added the term “${str((d.term as Data).title)}”`,
  TermEdited: (d) => `edited the term “${str(d.title)}”`,
  TermRemoved: (d, ctx) => `removed ${quoted(ctx, d.termId, 'term')}`,
  TermNegotiated: (d) => `proposed new wording for the term “${str(d.title)}”`,
  TermAccepted: (d, ctx) => `accepted ${quoted(ctx, d.termId, 'term')}`,
  RemarkAdded: (d) => `remarked: “${str(d.text)}”`,
  InvoiceDrafted: () => 'drafted an invoice',
  InvoiceEdited: () => 'edited a draft invoice',
  InvoiceItemEdited: () => 'edited an invoice line',
  InvoicePublished: (d) => `raised an invoice of ${money(d.amount)}`,
  InvoiceNumbered: (d) => `numbered an invoice as GST tax invoice ${str(d.number)}`,
  CreditNoteIssued: (d) => `issued GST credit note ${str(d.number)}`,
  TxnNoteGenerated: () => 'generated a transaction note for an invoice',
  TxnNoteEdited: () => 'edited a transaction note',
  TxnNotePublished: () => 'published a transaction note',
  TxnNoteNegotiated: (d) => `negotiated a transaction note (penalty ${str(d.penaltyPercent)}%)`,
  TxnNoteAccepted: () => 'accepted a transaction note',
  TxnNoteCompleted: () => 'completed a transaction note',
  TxnNoteSettled: (d) => `settled a transaction note: ${money(d.totalDue)} due`,
  NoteItemEdited: (d) => `recorded ${str(d.defectedCount)} defective at ${money(d.rate)} on a note line`,
  NoteItemNegotiated: (d) => `offered ${money(d.rate)} on a note line`,
  NoteItemAccepted: () => 'accepted a note line',
  AdvanceFellDue: (d) =>
    `set the advance due: ${money(d.totalDue)} (${str(d.advancePercent)}% of ${money(d.contractValue)})`,
  PaymentMade: (d) => `paid ${money(d.amount)}`,
  PaymentReceived: () => 'confirmed a payment was received',
  PaymentNotReceived: (d) => `reported a payment as not received: “${str(d.note)}”`,
  PaymentResponded: (d) => `responded about a payment: “${str(d.note)}”`,
  SignatureRequirementSet: (d) =>
    d.required ? 'required both parties’ signatures before the start' : 'made signatures optional',
  ContractDocumentFixed: (d) => `fixed contract document v${str(d.documentVersion)} for signing`,
  AgreementSigned: (d) => `signed contract document v${str(d.documentVersion)}`,
  SignaturesVoided: (d) => `voided the signatures: “${str(d.reason)}”`,
};

// Remembers item and term titles so later events can name them.
export function learnTitles(event: RecordedEvent, ctx: DescribeContext): void {
  const data = event.data as Data;
  const items = event.type === 'AgreementDrafted' ? (data.items as Data[]) : [];
  const terms = event.type === 'AgreementDrafted' ? (data.terms as Data[]) : [];
  if (event.type === 'ItemAdded' || event.type === 'ItemEdited') items.push(data.item as Data);
  if (event.type === 'TermAdded') terms.push(data.term as Data);
  for (const item of items) ctx.titles.set(str(item.itemId), str(item.title));
  for (const term of terms) ctx.titles.set(str(term.termId), str(term.title));
  if (event.type === 'TermEdited' || event.type === 'TermNegotiated') ctx.titles.set(str(data.termId), str(data.title));
}

// "<who> (<role>) <did what>", e.g. "Asha Traders (buyer) offered ₹90.00 for the item “Steel”", or
// "Samvida (GST numbering) <did what>" for a process of our own.
export function describeEvent(event: RecordedEvent, ctx: DescribeContext): string {
  const what = SENTENCES[event.type]?.(event.data as Data, ctx) ?? event.type;
  const actor = eventActorOf(event.metadata);
  const who = actorNameOf(actor, ctx);
  return actor.kind === 'system' ? `${who} ${what}` : `${who} (${actor.role}) ${what}`;
}

// A user's name ("Ravi for Acme Traders" when a team member acted for a business), or "Samvida
// (GST numbering)" for a process of our own.
export function actorNameOf(actor: EventActor, ctx: DescribeContext): string {
  if (actor.kind === 'system') return systemActorName(actor.name);
  const business = nameOf(ctx, actor.userId);
  return actor.memberId ? `${nameOf(ctx, actor.memberId)} for ${business}` : business;
}
