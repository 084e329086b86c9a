// Signing a contract over HTTP: the document fixed from the agreed state (same bytes every time,
// never while a counter-offer is open), hash-bound one-time codes, wrong and reused codes, a change
// of terms voiding a signature, the buyer's start waiting for both signatures, the certificate's
// text, SMS counted, outsiders refused.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import { controlClock, registerVerified } from '../accounts/support/accounts.js';
import { as, parties, sendContract, type Outcome, type SignedIn } from '../agreements/support/agreements.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { agreedWithDocument, latestSigningCode } from './support/signing.js';
import { documentPart } from '../../backend/pdf/support/pdfsig.js';

interface DocumentInfo {
  DocumentVersion: number;
  Hash: string;
  FixedAt: string;
}
interface Panel {
  Required: boolean;
  Document: DocumentInfo | null;
  Signatures: { Party: string; SignerName: string; Method: string; SignedAt: string }[];
  SignedByBoth: boolean;
  VoidedCount: number;
}
interface CodeSent {
  ChallengeId: string;
  SentTo: string[];
  DocumentVersion: number;
  Hash: string;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const textOf = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

describe('signing a contract', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let outsider: SignedIn;
  let agreementId: string;
  let clock: ReturnType<typeof controlClock>;
  let firstHash: string;

  const api = (user: SignedIn) => as(app.baseUrl, user);
  const path = (rest: string) => `/api/agreements/${agreementId}/${rest}`;

  async function pdf(user: SignedIn, rest: string): Promise<{ status: number; bytes: Buffer; type: string | null }> {
    const response = await fetch(`${app.baseUrl}${path(rest)}`, { headers: { authorization: `Bearer ${user.token}` } });
    return {
      status: response.status,
      bytes: Buffer.from(await response.arrayBuffer()),
      type: response.headers.get('content-type'),
    };
  }

  const signingCode = (to: string) => latestSigningCode(app, to);

  async function requestCode(user: SignedIn, hash: string): Promise<CodeSent> {
    clock.advance(31_000); // a new code for the same phone waits 30 seconds
    const reply = await api(user)<CodeSent>('POST', path('signing-code'), { Hash: hash });
    expect([reply.status, reply.body.message]).toEqual([200, undefined]);
    return reply.body.data!;
  }

  const sign = (user: SignedIn, ChallengeId: string, Code: string) =>
    api(user)<Outcome>('POST', path('sign'), { ChallengeId, Code }, { 'user-agent': 'signing-test-agent/1.0' });

  const panel = async (user: SignedIn = buyer) => (await api(user)<Panel>('GET', path('signatures'))).body.data!;
  const stateOf = () => app.app.get(StreamWriter).current('agreement', agreementId);
  const negotiateLd = (user: SignedIn, LDPercent: number) =>
    api(user)<Outcome>('POST', '/api/Business/NegotiateAgreement', {
      AgreementId: agreementId,
      LDPercent,
      LDDays: 5,
      Advance: 10,
      AgreementDuration: 30,
    });

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
    outsider = await registerVerified(app.baseUrl, { UsrName: 'Olga Outsider' });
    clock = controlClock(app);
    agreementId = (await sendContract(app.baseUrl, buyer, seller.phone, { Publish: false })).id;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('lets the creator require signatures on a draft, and refuses the counterparty', async () => {
    const bySeller = await api(seller)('POST', path('signature-setting'), { Required: false });
    expect(bySeller.status).toBe(409);
    const byBuyer = await api(buyer)<Outcome>('POST', path('signature-setting'), { Required: true });
    expect(byBuyer.status).toBe(200);
    expect(byBuyer.body.data!.eventTypes).toEqual(['SignatureRequirementSet']);
    expect((await api(buyer)('GET', `/api/Business/StartAgreement?agreementId=${agreementId}`)).status).toBe(200);
    expect((await panel(seller)).Required).toBe(true);
  });

  it('records the setting a builder contract is sent with (the builder and template screens send it on)', async () => {
    const sent = await sendContract(app.baseUrl, buyer, seller.phone, { RequireSignatures: true });
    const reply = await api(seller)<Panel>('GET', `/api/agreements/${sent.id}/signatures`);
    expect(reply.body.data).toMatchObject({ Required: true, Document: null, Signatures: [] });
    const plain = await sendContract(app.baseUrl, buyer, seller.phone);
    expect((await api(buyer)<Panel>('GET', `/api/agreements/${plain.id}/signatures`)).body.data!.Required).toBe(false);
  });

  it('prepares no document before every item and term is agreed', async () => {
    const reply = await api(buyer)('POST', path('document'));
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(
      'The contract document can be prepared once every item and term is agreed by both parties.',
    );
    const { state } = await stateOf();
    for (const ItemId of Object.keys(state.items))
      expect((await api(seller)('POST', '/api/Business/AcceptItem', { AgreementId: agreementId, ItemId })).status).toBe(
        200,
      );
    for (const TermId of Object.keys(state.terms))
      expect((await api(seller)('POST', '/api/Business/AcceptTerm', { AgreementId: agreementId, TermId })).status).toBe(
        200,
      );
  });

  it('refuses outsiders everything', async () => {
    expect((await api(outsider)('GET', path('signatures'))).status).toBe(403);
    expect((await api(outsider)('POST', path('document'))).status).toBe(403);
    expect((await pdf(outsider, 'document.pdf')).status).toBe(403);
    expect((await api(outsider)('POST', path('signing-code'), { Hash: 'a'.repeat(64) })).status).toBe(403);
  });

  it('fixes the agreed state as a document whose bytes are the same on every download', async () => {
    const fixed = await api(buyer)<DocumentInfo>('POST', path('document'));
    expect(fixed.status).toBe(200);
    firstHash = fixed.body.data!.Hash;
    expect(fixed.body.data!.DocumentVersion).toBe(1);
    // The other party asking again gets the same document, not a new one.
    expect((await api(seller)<DocumentInfo>('POST', path('document'))).body.data).toEqual(fixed.body.data);
    const first = await pdf(buyer, 'document.pdf');
    const second = await pdf(seller, 'document.pdf?version=1');
    expect(first.type).toBe('application/pdf');
    expect(sha256(documentPart(first.bytes))).toBe(firstHash);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    const text = textOf(first.bytes);
    for (const expected of ['Bina Buyer', 'Sunil Seller', 'Laptop', 'HSN/SAC 8471', '₹', 'Warranty', 'Payment terms'])
      expect(text).toContain(expected);
  });

  it('refuses a wrong code and a reused code, and signs with the right one', async () => {
    const sent = await requestCode(seller, firstHash);
    expect(sent).toMatchObject({ DocumentVersion: 1, Hash: firstHash });
    const code = await signingCode(seller.phone);
    const wrong = await sign(seller, sent.ChallengeId, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(401);
    const signed = await sign(seller, sent.ChallengeId, code);
    expect(signed.status).toBe(200);
    expect(signed.body.data!.eventTypes).toEqual(['AgreementSigned']);
    expect((await sign(seller, sent.ChallengeId, code)).status).toBe(401);
    const { state } = await stateOf();
    expect(state.signing.signatures.seller).toMatchObject({
      signerId: seller.userId,
      hash: firstHash,
      documentVersion: 1,
      method: 'otp-sms',
      ip: expect.stringMatching(/127\.0\.0\.1/),
      userAgent: 'signing-test-agent/1.0',
    });
    expect((await panel()).Signatures).toEqual([
      { Party: 'seller', SignerName: 'Sunil Seller', Method: 'otp-sms', SignedAt: expect.any(String) },
    ]);
  });

  it('voids the signature when an agreed term changes, and refuses a code sent for the older document', async () => {
    const sent = await requestCode(buyer, firstHash);
    const code = await signingCode(buyer.phone);
    const changed = await negotiateLd(seller, 3);
    expect(changed.status).toBe(200);
    expect(changed.body.data!.eventTypes).toEqual(['AgreementNegotiated', 'SignaturesVoided']);
    expect(await panel()).toMatchObject({ Document: null, Signatures: [], SignedByBoth: false, VoidedCount: 1 });

    expect((await negotiateLd(buyer, 2)).status).toBe(200);
    // The buyer's counter on the general terms is open: no document shows it as agreed.
    const whileOpen = await api(buyer)('POST', path('document'));
    expect([whileOpen.status, whileOpen.body.message]).toEqual([
      409,
      'The contract document cannot be prepared while a counter-offer is open: the general terms are waiting for the seller.',
    ]);
    expect((await panel()).Document).toBeNull();
    // The seller's accept (SAA) closes it, with no signature yet.
    expect((await api(seller)('POST', '/api/Business/AcceptAgreement', { AgreementId: agreementId })).status).toBe(200);
    const refixed = await api(buyer)<DocumentInfo>('POST', path('document'));
    expect(refixed.body.data!.DocumentVersion).toBe(2);
    expect(refixed.body.data!.Hash).not.toBe(firstHash);

    const old = await sign(buyer, sent.ChallengeId, code);
    expect(old.status).toBe(409);
    expect(old.body.message).toMatch(/not the current contract document/);
    const stale = await api(buyer)('POST', path('signing-code'), { Hash: firstHash });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/not the current contract document/);
  });

  it('makes the buyer’s start (AA) wait for both signatures, then shows "signed by both" and starts', async () => {
    const start = () => api(buyer)('GET', `/api/Business/StartContract?agreementId=${agreementId}`);
    const waiting = await start();
    expect([waiting.status, waiting.body.message]).toEqual([
      409,
      'Both parties must sign the contract document before the buyer can start this contract.',
    ]);
    const { Document } = await panel();
    for (const user of [buyer, seller]) {
      const sent = await requestCode(user, Document!.Hash);
      expect((await sign(user, sent.ChallengeId, await signingCode(user.phone))).status).toBe(200);
    }
    const both = await panel(seller);
    expect(both.SignedByBoth).toBe(true);
    expect(both.Signatures.map((s) => s.Party).sort()).toEqual(['buyer', 'seller']);
    expect((await start()).status).toBe(200);
  });

  it('issues a signing certificate naming the hash, each signer and the events that prove it', async () => {
    const { Document } = await panel();
    const certificate = await pdf(buyer, 'certificate.pdf');
    expect(certificate.status).toBe(200);
    const text = textOf(certificate.bytes);
    expect(text).toContain(Document!.Hash);
    expect(text).toContain('Signed by both');
    expect(text).toContain('Signed by the buyer: Bina Buyer');
    expect(text).toContain('Signed by the seller: Sunil Seller');
    expect(text).toContain('One-time code by SMS');
    expect(text).toMatch(/stream version \d+, global position \d+/);
    // The contract with the certificate appended, in one file.
    const signed = textOf((await pdf(seller, 'signed-contract.pdf')).bytes);
    expect(signed).toContain('Laptop');
    expect(signed).toContain('Signing certificate');
    expect(signed).toContain(Document!.Hash);
    // The first document stays downloadable, byte for byte, and its certificate says it was voided.
    expect(sha256(documentPart((await pdf(seller, 'document.pdf?version=1')).bytes))).toBe(firstHash);
    expect(textOf((await pdf(seller, 'certificate.pdf?version=1')).bytes)).toMatch(/Void: The agreed terms changed/);
  });

  it('counts each signing SMS against the signer’s plan (the first included, then ₹2 each) and each document as a generated PDF', async () => {
    const client = new pg.Client({ connectionString: app.db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ charge_paise: string }>(
        `select charge_paise from entitlement_usage where user_id = $1 and kind = 'sms' and contract_id = $2 order by created_at`,
        [seller.userId, agreementId],
      );
      expect(rows.map((r) => Number(r.charge_paise))).toEqual([0, 200]);
      const pdfs = await client.query<{ ref: string }>(
        `select ref from entitlement_usage where user_id = $1 and kind = 'pdf' and contract_id = $2 order by created_at`,
        [buyer.userId, agreementId],
      );
      expect(pdfs.rows.map((r) => r.ref)).toEqual([
        `contract-document:${agreementId}:v1`,
        `contract-document:${agreementId}:v2`,
      ]);
    } finally {
      await client.end();
    }
  });

  it('sends no code, and bills no SMS, for a contract that can no longer be signed', async () => {
    const { agreementId: other, Hash } = await agreedWithDocument(app, { buyer, seller });
    const rejected = await api(buyer)('POST', '/api/Business/RejectAgreement', { AgreementId: other });
    expect([rejected.status, rejected.body.message]).toEqual([200, expect.any(String)]);
    const outbox = async () =>
      (await as(app.baseUrl, undefined)<unknown[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(seller.phone)}`))
        .body.data!.length;
    const before = await outbox();
    clock.advance(31_000);
    for (const call of ['signing-code', 'esign']) {
      const refused = await api(seller)('POST', `/api/agreements/${other}/${call}`, { Hash });
      expect([call, refused.status, refused.body.message]).toEqual([
        call,
        409,
        'This contract can no longer be signed: it is Rejected.',
      ]);
    }
    expect(await outbox()).toBe(before);
  });
});
