// Signing as events: the setting, the contract document fixed from the agreed state, signatures
// bound to its hash, voiding on a change of agreed terms, and SAA/AA waiting for both signatures.
import { describe, expect, it } from '@jest/globals';
import { availableAgreementActions, decideAgreement, type AgreementState } from '@samvida/machines';
import {
  AGREEMENT_ID,
  BUYER,
  BUYER_TERM_ID,
  ITEM_ID,
  SELLER,
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
    state = act(
      state,
      { type: 'NegotiateItem', data: { ...A, ItemId: ITEM_ID, Amount: '90', CompletionDays: 10 } },
      SELLER,
    );
    const [refixed] = accepted(state, fix(state, '3'.repeat(64)), BUYER);
    expect(refixed!.data).toMatchObject({ documentVersion: 2, hash: '3'.repeat(64) });
  });
});
