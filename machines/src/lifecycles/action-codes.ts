// The spec's action codes. Each names one machine event done by one party (and, for terms, on one
// party's terms): e.g. BTSA = on a Buyer Term the Seller Accepts.
import type { AgreementEventType } from '../events/agreement.events.js';
import type { AgreementCommandType } from '../commands/agreement.commands.js';
import type { Party } from '../rules/fields.js';

/** The entity kinds of an agreement stream. */
export type AgreementEntityKind = 'agreement' | 'item' | 'term' | 'invoice' | 'note' | 'noteItem' | 'payment';

export interface ActionCodeSpec {
  entity: AgreementEntityKind;
  /** The command that performs it. */
  command: AgreementCommandType;
  /** The machine event it produces. */
  event: AgreementEventType;
  by: Party;
  /** For term codes: whose terms. */
  termOwner?: Party;
}

const code = (
  entity: AgreementEntityKind,
  command: AgreementCommandType,
  event: AgreementEventType,
  by: Party,
  termOwner?: Party,
) => ({ entity, command, event, by, ...(termOwner ? { termOwner } : {}) }) as ActionCodeSpec;

/** Every action code of the spec with its command, event and party. */
export const ACTION_CODES = {
  AA: code('agreement', 'StartContract', 'AgreementStarted', 'buyer'),
  AR: code('agreement', 'RejectAgreement', 'AgreementRejected', 'buyer'),
  BAN: code('agreement', 'NegotiateAgreement', 'AgreementNegotiated', 'buyer'),
  SAN: code('agreement', 'NegotiateAgreement', 'AgreementNegotiated', 'seller'),
  SAA: code('agreement', 'AcceptAgreement', 'AgreementAccepted', 'seller'),
  BIN: code('item', 'NegotiateItem', 'ItemNegotiated', 'buyer'),
  SIN: code('item', 'NegotiateItem', 'ItemNegotiated', 'seller'),
  BIA: code('item', 'AcceptItem', 'ItemAccepted', 'buyer'),
  SIA: code('item', 'AcceptItem', 'ItemAccepted', 'seller'),
  BTSA: code('term', 'AcceptTerm', 'TermAccepted', 'seller', 'buyer'),
  STBA: code('term', 'AcceptTerm', 'TermAccepted', 'buyer', 'seller'),
  BTSN: code('term', 'NegotiateTerm', 'TermNegotiated', 'seller', 'buyer'),
  BTBN: code('term', 'NegotiateTerm', 'TermNegotiated', 'buyer', 'buyer'),
  STSN: code('term', 'NegotiateTerm', 'TermNegotiated', 'seller', 'seller'),
  STBN: code('term', 'NegotiateTerm', 'TermNegotiated', 'buyer', 'seller'),
  TSN: code('note', 'NegotiateTxnNote', 'TxnNoteNegotiated', 'seller'),
  TBN: code('note', 'NegotiateTxnNote', 'TxnNoteNegotiated', 'buyer'),
  TSA: code('note', 'AcceptTxnNote', 'TxnNoteAccepted', 'seller'),
  TBA: code('note', 'AcceptTxnNote', 'TxnNoteAccepted', 'buyer'),
  CTN: code('note', 'CompleteTxnNote', 'TxnNoteCompleted', 'buyer'),
  TISN: code('noteItem', 'NegotiateTxnNoteItem', 'NoteItemNegotiated', 'seller'),
  TIBN: code('noteItem', 'NegotiateTxnNoteItem', 'NoteItemNegotiated', 'buyer'),
  TISA: code('noteItem', 'AcceptTxnNoteItem', 'NoteItemAccepted', 'seller'),
  TIBA: code('noteItem', 'AcceptTxnNoteItem', 'NoteItemAccepted', 'buyer'),
} as const satisfies Record<string, ActionCodeSpec>;

export type ActionCode = keyof typeof ACTION_CODES;
export const ACTION_CODE_LIST = Object.keys(ACTION_CODES) as ActionCode[];

/** The code of a command done by `by` (and on `termOwner`'s term), if the spec names one. */
export const actionCodeOf = (command: string, by: string, termOwner?: Party): ActionCode | undefined =>
  ACTION_CODE_LIST.find((c) => {
    const spec: ActionCodeSpec = ACTION_CODES[c];
    return spec.command === command && spec.by === by && spec.termOwner === termOwner;
  });
