// Signing as events: the setting, the contract document fixed from the agreed state (never while a
// counter-offer is open), signatures bound to its hash, voiding on a change of agreed terms, and
// the buyer's start (AA) waiting for both signatures.
import { describe, expect, it } from '@jest/globals';
import { availableAgreementActions, decideAgreement, type AgreementState } from '@samvida/machines';
import {
  AGREEMENT_ID,
  BUYER,
  BUYER_TERM_ID,
  ITEM_ID,
  SELLER,
  SELLER_TERM_ID,
  STRANGER,
  act,
  accepted,
  draftedAgreement,
  expectRefused,
  publishedAgreement,
  testEnv,
} from '../support/fixtures.js';

const A = { AgreementId: AGREEMENT_ID };
const HASH_1 = '1'.repeat(64);
const party = { name: 'Party', address: 'Pune', gstin: '', pan: '', contact: '+919800000001' };
const fix = (state: AgreementState, hash = HASH_1) => ({
  type: 'FixContractDocument' as const,
  data: { ...A, Hash: hash, Revision: state.signing.revision, Parties: { buyer: party, seller: party } },
});
const sign = (hash: string) => ({
  type: 'SignContract' as const,
  data: { ...A, Hash: hash, Method: 'otp-sms' as const, SignerIp: '203.0.113.5', UserAgent: 'Test browser' },
});
const requireSignatures = (state: AgreementState) =>
  act(state, { type: 'RequireSignatures', data: { ...A, Required: true } }, SELLER);

/** A seller's draft that requires signatures, published, with every line agreed. */
const agreedRequiringSignatures = (): AgreementState => {
  let state = requireSignatures(draftedAgreement());
  state = act(state, { type: 'StartAgreement', data: A }, SELLER);
  return act(state, { type: 'AcceptTerm', data: { ...A, TermId: BUYER_TERM_ID } }, SELLER);
};

describe('the signature setting', () => {
  it('is off unless the creator turns it on while the contract is a draft', () => {
    expect(draftedAgreement().signing.required).toBe(false);
    expect(requireSignatures(draftedAgreement()).signing.required).toBe(true);
    const refused = decideAgreement(
      draftedAgreement(),
      { type: 'RequireSignatures', data: { ...A, Required: true } },
      BUYER,
      testEnv(),
    );
    expectRefused(refused, 'NOT_ALLOWED');
    const published = decideAgreement(
      publishedAgreement(),
      { type: 'RequireSignatures', data: { ...A, Required: false } },
      SELLER,
      testEnv(),
    );
    expectRefused(published, 'NOT_ALLOWED');
  });
});

describe('the contract document', () => {
  it('is fixed only once every item and term is agreed', () => {
    let state = act(draftedAgreement(), { type: 'StartAgreement', data: A }, SELLER);
    expectRefused(decideAgreement(state, fix(state), BUYER, testEnv()), 'NOT_ALLOWED');
    state = act(state, { type: 'AcceptTerm', data: { ...A, TermId: BUYER_TERM_ID } }, SELLER);
    const [fixed] = accepted(state, fix(state), BUYER);
    expect(fixed).toEqual({
      type: 'ContractDocumentFixed',
      data: expect.objectContaining({ by: 'buyer', documentVersion: 1, hash: HASH_1, fixedAt: testEnv().now }),
    });
  });

  const offers = (state: AgreementState, actor = BUYER) =>
    availableAgreementActions(state, actor).agreement.map((a) => a.command);
  const counterRefusal = (state: AgreementState, what: string) => {
    for (const actor of [BUYER, SELLER]) {
      expect(decideAgreement(state, fix(state), actor, testEnv())).toEqual({
        ok: false,
        code: 'NOT_ALLOWED',
        reason: `The contract document cannot be prepared while a counter-offer is open: ${what}.`,
      });
      expect(offers(state, actor)).not.toContain('FixContractDocument');
    }
  };
  const generalTerms = (LDPercent: string) => ({
    type: 'NegotiateAgreement' as const,
    data: { ...A, LDPercent, LDDays: 5, Advance: '10', AgreementDuration: 30 },
  });

  it('is not prepared while the buyer’s counter on the general terms is open, and is once the seller accepts', () => {
    const countered = act(publishedAgreement(), generalTerms('3'), BUYER);
    counterRefusal(countered, 'the general terms are waiting for the seller');
    const answered = act(countered, generalTerms('2.5'), SELLER);
    counterRefusal(answered, 'the general terms are waiting for the buyer');
    const acceptedTerms = act(act(answered, generalTerms('2.5'), BUYER), { type: 'AcceptAgreement', data: A }, SELLER);
    expect(accepted(acceptedTerms, fix(acceptedTerms), BUYER).map((e) => e.type)).toEqual(['ContractDocumentFixed']);
  });

  it('is not prepared while a counter on an item is open, even one the buyer’s start would accept', () => {
    const item = (Amount: string) => ({
      type: 'NegotiateItem' as const,
      data: { ...A, ItemId: ITEM_ID, Amount, CompletionDays: 10 },
    });
    const byBuyer = act(publishedAgreement(), item('90'), BUYER);
    counterRefusal(byBuyer, 'item “Laptop” is waiting for the seller');
    // The seller's counter stands for the buyer's start to accept, but it is still an open counter.
    const bySeller = act(byBuyer, item('95'), SELLER);
    expect(offers(bySeller)).toContain('StartContract');
    counterRefusal(bySeller, 'item “Laptop” is waiting for the buyer');
  });

  it('is not prepared while a counter on a term is open', () => {
    const wording = (TermTxt: string) => ({
      type: 'NegotiateTerm' as const,
      data: { ...A, TermId: SELLER_TERM_ID, TermTitle: 'Warranty', TermTxt },
    });
    const byBuyer = act(publishedAgreement(), wording('Two years'), BUYER);
    counterRefusal(byBuyer, 'term “Warranty” is waiting for the seller');
    counterRefusal(act(byBuyer, wording('18 months'), SELLER), 'term “Warranty” is waiting for the buyer');
  });

  it('records the renderer’s layout when the server names one', () => {
    const state = publishedAgreement();
    const command = fix(state);
    const [fixed] = accepted(state, { ...command, data: { ...command.data, Layout: 2 } }, BUYER);
    expect(fixed!.data).toMatchObject({ layout: 2 });
    expect(accepted(state, command, BUYER)[0]!.data).not.toHaveProperty('layout');
  });

  it('is refused when rendered from an older revision of the terms', () => {
    const state = publishedAgreement();
    const stale = { ...fix(state), data: { ...fix(state).data, Revision: state.signing.revision - 1 } };
    expectRefused(decideAgreement(state, stale, BUYER, testEnv()), 'NOT_ALLOWED');
  });

  it('is not fixed twice for the same terms, and never by a stranger', () => {
    const state = act(publishedAgreement(), fix(publishedAgreement()), SELLER);
    const again = decideAgreement(state, fix(state), BUYER, testEnv());
    expect(again).toEqual({ ok: false, code: 'ALREADY_EXISTS', reason: 'The contract document is already prepared.' });
    expectRefused(decideAgreement(state, fix(state), STRANGER, testEnv()), 'NOT_A_PARTY');
  });
});

describe('signing', () => {
  const fixed = () => {
    const state = agreedRequiringSignatures();
    return act(state, fix(state), SELLER);
  };

  it('records signer, time, method, hash, IP and user agent', () => {
    const [signed] = accepted(fixed(), sign(HASH_1), SELLER, testEnv(1, '2025-01-16T09:30:00.000Z'));
    expect(signed).toEqual({
      type: 'AgreementSigned',
      data: {
        by: 'seller',
        signerId: SELLER.userId,
        documentVersion: 1,
        hash: HASH_1,
        method: 'otp-sms',
        signedAt: '2025-01-16T09:30:00.000Z',
        ip: '203.0.113.5',
        userAgent: 'Test browser',
      },
    });
  });

  it('refuses a hash other than the current document’s, a second signature and a stranger', () => {
    const state = fixed();
    const wrong = decideAgreement(state, sign('2'.repeat(64)), SELLER, testEnv());
    expectRefused(wrong, 'NOT_ALLOWED');
    expect(wrong.ok || wrong.reason).toMatch(/not the current contract document/);
    const signed = act(state, sign(HASH_1), SELLER);
    const twice = decideAgreement(signed, sign(HASH_1), SELLER, testEnv());
    expect(twice).toEqual({
      ok: false,
      code: 'NOT_ALLOWED',
      reason: 'You have already signed this contract document.',
    });
    expectRefused(decideAgreement(signed, sign(HASH_1), STRANGER, testEnv()), 'NOT_A_PARTY');
  });

  it('refuses a contract that can no longer be signed, even with its current document', () => {
    const rejected = act(fixed(), { type: 'RejectAgreement', data: A }, BUYER);
    expect(decideAgreement(rejected, sign(HASH_1), SELLER, testEnv())).toEqual({
      ok: false,
      code: 'NOT_ALLOWED',
      reason: 'This contract can no longer be signed: it is Rejected.',
    });
  });

  it('refuses a signature before any document is prepared', () => {
    const refused = decideAgreement(agreedRequiringSignatures(), sign(HASH_1), SELLER, testEnv());
    expect(refused).toEqual({ ok: false, code: 'NOT_FOUND', reason: 'This contract document does not exist yet.' });
  });

  it('lets the seller accept (SAA) before any signature: the accept closes the counter on the general terms', () => {
    const countered = act(
      agreedRequiringSignatures(),
      {
        type: 'NegotiateAgreement',
        data: { ...A, LDPercent: '3', LDDays: 5, Advance: '10', AgreementDuration: 30 },
      },
      BUYER,
    );
    const [acceptance] = accepted(countered, { type: 'AcceptAgreement', data: A }, SELLER);
    expect(acceptance!.type).toBe('AgreementAccepted');
  });

  it('makes the buyer’s start (AA) wait for both signatures when required', () => {
    let state = fixed();
    const start = { type: 'StartContract' as const, data: A };
    const waiting = decideAgreement(state, start, BUYER, testEnv());
    expectRefused(waiting, 'NOT_ALLOWED');
    expect(waiting.ok || waiting.reason).toBe(
      'Both parties must sign the contract document before the buyer can start this contract.',
    );
    expect(availableAgreementActions(state, BUYER).agreement.map((a) => a.command)).not.toContain('StartContract');
    state = act(act(state, sign(HASH_1), SELLER), sign(HASH_1), BUYER);
    expect(accepted(state, start, BUYER).map((e) => e.type)).toEqual(['AgreementStarted', 'AdvanceFellDue']);
  });

  it('lets an agreement that does not require signatures start without them', () => {
    expect(accepted(publishedAgreement(), { type: 'StartContract', data: A }, BUYER).map((e) => e.type)).toEqual([
      'AgreementStarted',
      'AdvanceFellDue',
    ]);
  });

  it('voids the document and its signatures when an agreed term changes afterwards', () => {
    const signed = act(fixed(), sign(HASH_1), SELLER);
    const offer = { type: 'NegotiateItem' as const, data: { ...A, ItemId: ITEM_ID, Amount: '90', CompletionDays: 10 } };
    const events = accepted(signed, offer, BUYER);
    expect(events.map((e) => e.type)).toEqual(['ItemNegotiated', 'SignaturesVoided']);
    expect(events[1]!.data).toMatchObject({ by: 'buyer', documentVersion: 1, hash: HASH_1 });
    const after = act(signed, offer, BUYER);
    expect(after.signing.document).toBeNull();
    expect(after.signing.signatures).toEqual({});
    // The old code's document can no longer be signed; a new one must be fixed once agreed again.
    expectRefused(decideAgreement(after, sign(HASH_1), BUYER, testEnv()), 'NOT_FOUND');
  });

  it('numbers each new document after a voided one', () => {
    const signed = act(fixed(), sign(HASH_1), SELLER);
    const offer = { type: 'NegotiateItem' as const, data: { ...A, ItemId: ITEM_ID, Amount: '90', CompletionDays: 10 } };
    let state = act(signed, offer, BUYER);
    state = act(state, { type: 'AcceptItem', data: { ...A, ItemId: ITEM_ID } }, SELLER);
    const [refixed] = accepted(state, fix(state, '3'.repeat(64)), BUYER);
    expect(refixed!.data).toMatchObject({ documentVersion: 2, hash: '3'.repeat(64) });
  });
});
