// Every action code × both roles × every status of its entity: allowed or refused, as the spec
// says (contracts spec §4 and §6). The expected table is written out here independently of the
// machines; both availableActions and decideAgreement must match it.
import { describe, expect, it } from '@jest/globals';
import {
  ACTION_CODES,
  ACTION_CODE_LIST,
  AGREEMENT_STATUSES,
  ITEM_STATUSES,
  NOTE_ITEM_STATUSES,
  TERM_STATUSES,
  TXN_NOTE_STATUSES,
  availableActions,
  decideAgreement,
  type ActionCode,
  type AgreementCommandInput,
  type AgreementEntityKind,
  type AgreementState,
} from '@samvida/machines';
import {
  AGREEMENT_ID,
  BUYER,
  BUYER_TERM_ID,
  ITEM_ID,
  SELLER,
  SELLER_TERM_ID,
  contractWithNote,
  testEnv,
  withStatus,
} from '../support/fixtures.js';

type Party = 'buyer' | 'seller';
/** 'always' where the role may act in that status; 'equal' where only when both offers are equal (note lines). */
type When = Record<string, 'always' | 'equal'>;
const WfS = 'Waiting for Seller';
const WfB = 'Waiting for Buyer';

const EXPECTED: Record<ActionCode, { role: Party; when: When }> = {
  // Buyer on a seller's Proposed draft starts (accepting it), and on the seller's counter of the
  // general terms (accepting that); Accepted too, where the seller has accepted. Not on a Draft:
  // the seller has not sent it (issue 11; items and terms settled here).
  AA: { role: 'buyer', when: { Proposed: 'always', [WfB]: 'always', Accepted: 'always' } },
  // "Buyer may always Reject" while the contract is negotiated: not once it started (issue 37).
  AR: {
    role: 'buyer',
    when: {
      Draft: 'always',
      Proposed: 'always',
      [WfS]: 'always',
      [WfB]: 'always',
      Accepted: 'always',
    },
  },
  BAN: { role: 'buyer', when: { Proposed: 'always', [WfB]: 'always' } },
  SAN: { role: 'seller', when: { [WfS]: 'always' } },
  SAA: { role: 'seller', when: { [WfS]: 'always' } },
  BIN: { role: 'buyer', when: { Proposed: 'always', [WfB]: 'always' } },
  // A party offered a rate and days accepts them as offered (issue 37): the seller's quote, a counter.
  BIA: { role: 'buyer', when: { Proposed: 'always', [WfB]: 'always' } },
  SIN: { role: 'seller', when: { [WfS]: 'always' } },
  SIA: { role: 'seller', when: { [WfS]: 'always' } },
  BTSA: { role: 'seller', when: { Proposed: 'always', [WfS]: 'always' } },
  BTSN: { role: 'seller', when: { Proposed: 'always', [WfS]: 'always' } },
  BTBN: { role: 'buyer', when: { [WfB]: 'always' } },
  STBA: { role: 'buyer', when: { Proposed: 'always', [WfB]: 'always' } },
  STBN: { role: 'buyer', when: { Proposed: 'always', [WfB]: 'always' } },
  STSN: { role: 'seller', when: { [WfS]: 'always' } },
  TSN: { role: 'seller', when: { [WfS]: 'always', Active: 'always' } },
  TSA: { role: 'seller', when: { [WfS]: 'always', Active: 'always' } },
  TBN: { role: 'buyer', when: { [WfB]: 'always' } },
  TBA: { role: 'buyer', when: { [WfB]: 'always' } },
  // "Buyer can Complete when status is neither Completed nor Active".
  CTN: { role: 'buyer', when: { Draft: 'always', [WfS]: 'always', [WfB]: 'always' } },
  TISN: { role: 'seller', when: { Active: 'always', [WfS]: 'always' } },
  TISA: { role: 'seller', when: { Active: 'always', [WfS]: 'equal' } },
  TIBN: { role: 'buyer', when: { [WfB]: 'always' } },
  TIBA: { role: 'buyer', when: { [WfB]: 'equal' } },
};

const STATUSES: Record<AgreementEntityKind, readonly string[]> = {
  agreement: AGREEMENT_STATUSES,
  item: ITEM_STATUSES,
  term: TERM_STATUSES,
  note: TXN_NOTE_STATUSES,
  noteItem: NOTE_ITEM_STATUSES,
  invoice: [],
  payment: [],
};
const COLLECTION = {
  agreement: 'agreement',
  item: 'items',
  term: 'terms',
  note: 'notes',
  noteItem: 'noteItems',
} as const;

const { state: base, noteId, noteItemId } = contractWithNote();
const OFFERS = {
  equal: {
    item: { sellerRate: '100.00', buyerRate: '100.00', sellerCompletionDays: 10, buyerCompletionDays: 10 },
    noteItem: { sellerRate: '100.00', buyerRate: '100.00' },
  },
  unequal: {
    item: { sellerRate: '100.00', buyerRate: '90.00', sellerCompletionDays: 10, buyerCompletionDays: 10 },
    noteItem: { sellerRate: '100.00', buyerRate: '90.00' },
  },
};

function targetOf(code: ActionCode): string {
  const spec = ACTION_CODES[code];
  if (spec.entity === 'item') return ITEM_ID;
  if (spec.entity === 'term') return spec.termOwner === 'buyer' ? BUYER_TERM_ID : SELLER_TERM_ID;
  if (spec.entity === 'note') return noteId;
  if (spec.entity === 'noteItem') return noteItemId;
  return AGREEMENT_ID;
}

function commandFor(code: ActionCode, id: string): AgreementCommandInput {
  const A = { AgreementId: AGREEMENT_ID };
  const data: Record<string, object> = {
    StartContract: A,
    RejectAgreement: A,
    NegotiateAgreement: { ...A, LDPercent: 1, LDDays: 2, Advance: 5, AgreementDuration: 20 },
    AcceptAgreement: A,
    NegotiateItem: { ...A, ItemId: id, Amount: 100, CompletionDays: 10 },
    AcceptItem: { ...A, ItemId: id },
    NegotiateTerm: { ...A, TermId: id, TermTitle: 'T', TermTxt: 'Text' },
    AcceptTerm: { ...A, TermId: id },
    NegotiateTxnNote: { ...A, Id: id, PanalityPercent: 1 },
    AcceptTxnNote: { ...A, Id: id },
    CompleteTxnNote: { ...A, Id: id },
    NegotiateTxnNoteItem: { ...A, Id: id, DefectedCount: 0, Rate: 100 },
    AcceptTxnNoteItem: { ...A, Id: id },
  };
  const command = ACTION_CODES[code].command;
  return { type: command, data: data[command] } as AgreementCommandInput;
}

function fixture(code: ActionCode, status: string, offers: keyof typeof OFFERS): AgreementState {
  const spec = ACTION_CODES[code];
  const kind = spec.entity as keyof typeof COLLECTION;
  const patch =
    kind === 'item'
      ? OFFERS[offers].item
      : kind === 'noteItem'
        ? OFFERS[offers].noteItem
        : kind === 'term'
          ? { owner: spec.termOwner }
          : {};
  // The agreement's codes act on a draft whose items are settled (the base contract's are Active).
  const from = kind === 'agreement' ? withStatus(base, 'items', ITEM_ID, 'Accepted') : base;
  return withStatus(from, COLLECTION[kind], targetOf(code), status, patch);
}

const cells = ACTION_CODE_LIST.flatMap((code) =>
  STATUSES[ACTION_CODES[code].entity].flatMap((status) =>
    (['buyer', 'seller'] as const).flatMap((role) =>
      (['equal', 'unequal'] as const).map((offers) => ({ code, status, role, offers })),
    ),
  ),
);

describe('action code table', () => {
  it('covers every code, both roles and every status of the code’s entity', () => {
    expect(new Set(cells.map((c) => c.code)).size).toBe(24);
    const perCode = (entity: AgreementEntityKind) => STATUSES[entity].length * 2 * 2;
    expect(cells).toHaveLength(ACTION_CODE_LIST.reduce((n, code) => n + perCode(ACTION_CODES[code].entity), 0));
  });

  it.each(cells)('$code by the $role when $status ($offers offers)', ({ code, status, role, offers }) => {
    const when = EXPECTED[code].when[status];
    const expected = EXPECTED[code].role === role && (when === 'always' || (when === 'equal' && offers === 'equal'));
    const state = fixture(code, status, offers);
    const actor = role === 'buyer' ? BUYER : SELLER;
    const spec = ACTION_CODES[code];

    const actions = availableActions(state, actor);
    const list =
      spec.entity === 'agreement' ? actions.agreement : actions[COLLECTION[spec.entity as 'item']][targetOf(code)]!;
    expect(list.some((a) => a.code === code)).toBe(expected);

    const decision = decideAgreement(state, commandFor(code, targetOf(code)), actor, testEnv());
    const performed =
      decision.ok && decision.events.some((e) => e.type === spec.event && (e.data as { by: string }).by === spec.by);
    expect(performed).toBe(expected);
    if (!decision.ok && EXPECTED[code].role === role) expect(decision.code).toBe('NOT_ALLOWED');
  });
});
