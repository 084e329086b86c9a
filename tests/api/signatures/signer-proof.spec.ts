// Proving the signer over HTTP: the eSign sandbox (which authenticates nobody) sends the signer a
// one-time code when it starts and completes only with it (missing or wrong: nothing recorded, each
// try counted, five at most); a code for one way of signing never signs the other way; a pending
// code survives a reload (the panel names it and the wait, never the code), and a code asked for
// too soon is a 429 that says when, with Retry-After.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import { controlClock } from '../accounts/support/accounts.js';
import { as, parties, type Outcome, type SignedIn } from '../agreements/support/agreements.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { agreedWithDocument, latestSigningCode } from './support/signing.js';
import type { SignaturePanel } from '../../../backend/src/signatures/read-model/signature-panel.query.js';

interface CodeSent {
  ChallengeId: string;
  SentTo: string[];
  DocumentVersion: number;
  Hash: string;
  ExpiresInMinutes: number;
}
interface EsignStarted {
  TransactionId: string;
  Provider: string;
  CodeSent: CodeSent | null;
}

const TOO_SOON = /^A code was sent a moment ago\. Please try again in (\d+) seconds?\.$/;

describe('proving the signer', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let clock: ReturnType<typeof controlClock>;

  const api = (user: SignedIn) => as(app.baseUrl, user);
  const base = (agreementId: string) => `/api/agreements/${agreementId}`;
  const panel = async (user: SignedIn, agreementId: string) =>
    (await api(user)<SignaturePanel>('GET', `${base(agreementId)}/signatures`)).body.data!;
  const startEsign = async (user: SignedIn, agreementId: string, Hash: string) => {
    clock.advance(31_000); // a new code for the same phone waits 30 seconds
    const reply = await api(user)<EsignStarted>('POST', `${base(agreementId)}/esign`, { Hash });
    expect([reply.status, reply.body.message]).toEqual([200, undefined]);
    return reply.body.data!;
  };
  const completeEsign = (user: SignedIn, agreementId: string, body: { TransactionId: string; Code?: string }) =>
    api(user)<Outcome>('POST', `${base(agreementId)}/esign/complete`, body);
  const signatureEvents = async (agreementId: string) =>
    (await app.app.get(StreamWriter).current('agreement', agreementId)).state.signing.signatures;
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  async function attemptsOf(challengeId: string): Promise<number> {
    const client = new pg.Client({ connectionString: app.db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ attempts: number }>('select attempts from one_time_codes where id = $1', [
        challengeId,
      ]);
      return rows[0]!.attempts;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
    clock = controlClock(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('sends a code when a sandbox eSign starts, and records nothing without it', async () => {
    const { agreementId, Hash } = await agreedWithDocument(app, { buyer, seller });
    const started = await startEsign(buyer, agreementId, Hash);
    expect(started).toMatchObject({
      Provider: 'sandbox',
      CodeSent: { SentTo: [expect.stringMatching(/^\+91\*+\d{4}$/)], DocumentVersion: 1, Hash, ExpiresInMinutes: 5 },
    });
    const code = await latestSigningCode(app, buyer.phone);
    const { TransactionId } = started;

    const missing = await completeEsign(buyer, agreementId, { TransactionId });
    expect([missing.status, missing.body.message]).toEqual([400, 'Enter the six-digit code we sent you to sign.']);
    // Another user cannot finish the buyer's transaction, even with the code, nor can a forged id.
    expect((await completeEsign(seller, agreementId, { TransactionId, Code: code })).status).toBe(404);
    const forged = `${TransactionId.split('.')[0]}.x`;
    expect((await completeEsign(buyer, agreementId, { TransactionId: forged, Code: code })).status).toBe(404);
    // The eSign's code does not sign without the eSign, and is not used up trying.
    const alone = await api(buyer)('POST', `${base(agreementId)}/sign`, {
      ChallengeId: started.CodeSent!.ChallengeId,
      Code: code,
    });
    expect([alone.status, alone.body.message]).toEqual([401, 'Invalid OTP.']);
    expect(await signatureEvents(agreementId)).toEqual({});
    expect((await panel(seller, agreementId)).Signatures).toEqual([]);

    const done = await completeEsign(buyer, agreementId, { TransactionId, Code: code });
    expect([done.status, done.body.data?.eventTypes]).toEqual([200, ['AgreementSigned']]);
    expect((await signatureEvents(agreementId)).buyer).toMatchObject({ signerId: buyer.userId, method: 'sandbox' });
  });

  it('counts a wrong code as a try and signs with the right one as `sandbox`', async () => {
    const { agreementId, Hash } = await agreedWithDocument(app, { buyer, seller });
    const { TransactionId, CodeSent } = await startEsign(seller, agreementId, Hash);
    const code = await latestSigningCode(app, seller.phone);
    const refused = await completeEsign(seller, agreementId, { TransactionId, Code: wrong(code) });
    expect([refused.status, refused.body.message]).toEqual([401, 'Invalid OTP.']);
    expect(await attemptsOf(CodeSent!.ChallengeId)).toBe(1);
    expect(await signatureEvents(agreementId)).toEqual({});
    expect((await completeEsign(seller, agreementId, { TransactionId, Code: code })).status).toBe(200);
    expect((await panel(buyer, agreementId)).Signatures).toEqual([
      expect.objectContaining({ Party: 'seller', Method: 'sandbox' }),
    ]);
  });

  it('refuses even the right code after five wrong tries', async () => {
    const { agreementId, Hash } = await agreedWithDocument(app, { buyer, seller });
    const { TransactionId, CodeSent } = await startEsign(buyer, agreementId, Hash);
    const code = await latestSigningCode(app, buyer.phone);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await completeEsign(buyer, agreementId, { TransactionId, Code: wrong(code) })).status).toBe(401);
    expect(await attemptsOf(CodeSent!.ChallengeId)).toBe(5);
    expect((await completeEsign(buyer, agreementId, { TransactionId, Code: code })).status).toBe(401);
    expect(await signatureEvents(agreementId)).toEqual({});
  });

  it('keeps a pending code across a reload, and answers a code asked for too soon with when to ask again', async () => {
    const { agreementId, Hash } = await agreedWithDocument(app, { buyer, seller });
    clock.advance(31_000);
    const sent = await api(seller)<CodeSent>('POST', `${base(agreementId)}/signing-code`, { Hash });
    expect(sent.status).toBe(200);

    // What a reloaded signing screen reads: the code is pending (not the code itself), and the wait.
    const reloaded = await panel(seller, agreementId);
    expect(reloaded.PendingCode).toEqual({
      ChallengeId: sent.body.data!.ChallengeId,
      TransactionId: null,
      SentTo: sent.body.data!.SentTo,
      SentAt: expect.any(String),
      ExpiresAt: expect.any(String),
    });
    const sentAt = Date.parse(reloaded.PendingCode!.SentAt);
    expect(Date.parse(reloaded.PendingCode!.ExpiresAt) - sentAt).toBe(5 * 60_000);
    expect(reloaded.NextCodeInSeconds).toBeGreaterThan(0);
    expect(reloaded.NextCodeInSeconds).toBeLessThanOrEqual(30);
    expect(Date.parse(reloaded.NextCodeAt!) - sentAt).toBeGreaterThanOrEqual(30_000);
    expect(Date.parse(reloaded.NextCodeAt!) - sentAt).toBeLessThan(31_000);
    expect(JSON.stringify(reloaded)).not.toContain(await latestSigningCode(app, seller.phone));
    // The other party's panel shows no code of theirs.
    expect((await panel(buyer, agreementId)).PendingCode).toBeNull();

    clock.advance(10_000);
    const again = await api(seller)('POST', `${base(agreementId)}/signing-code`, { Hash });
    expect(again.status).toBe(429);
    const seconds = TOO_SOON.exec(again.body.message ?? '')?.[1];
    expect([again.body.message, seconds]).toEqual([expect.stringMatching(TOO_SOON), expect.any(String)]);
    expect(Number(seconds)).toBeLessThanOrEqual(20);
    expect(again.headers.get('retry-after')).toBe(seconds);
    expect((await panel(seller, agreementId)).NextCodeInSeconds).toBeLessThanOrEqual(20);

    // The reloaded screen signs with the pending challenge.
    const signed = await api(seller)<Outcome>('POST', `${base(agreementId)}/sign`, {
      ChallengeId: reloaded.PendingCode!.ChallengeId,
      Code: await latestSigningCode(app, seller.phone),
    });
    expect(signed.status).toBe(200);
    expect((await panel(seller, agreementId)).PendingCode).toBeNull();
  });

  it('hands a reloaded screen the eSign transaction of its pending code', async () => {
    const { agreementId, Hash } = await agreedWithDocument(app, { buyer, seller });
    const started = await startEsign(buyer, agreementId, Hash);
    const { PendingCode } = await panel(buyer, agreementId);
    expect(PendingCode).toMatchObject({
      ChallengeId: started.CodeSent!.ChallengeId,
      TransactionId: started.TransactionId,
    });
    const done = await completeEsign(buyer, agreementId, {
      TransactionId: PendingCode!.TransactionId!,
      Code: await latestSigningCode(app, buyer.phone),
    });
    expect([done.status, done.body.data?.eventTypes]).toEqual([200, ['AgreementSigned']]);
  });
});
