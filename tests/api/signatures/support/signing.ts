// Signing a contract over HTTP as both parties, with the codes the local outbox holds.
import { StreamWriter } from '../../../../backend/src/streams/stream-writer.service.js';
import type { TestApp } from '../../../setup/test-app.js';
import type { controlClock, SignedIn } from '../../accounts/support/accounts.js';
import { as, sendContract } from '../../agreements/support/agreements.js';
import { ok } from '../../invoices/support/contracts.js';

/** The newest signing code the local outbox holds for `to`. */
export async function latestSigningCode(app: TestApp, to: string): Promise<string> {
  const outbox = await as(app.baseUrl, undefined)<{ body: string; template: string }[]>(
    'GET',
    `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  const message = outbox.body.data?.find((m) => m.template === 'signing-otp');
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no signing code for ${to}`);
  return code;
}

/** A contract `buyer` sent `seller` (sendContract), every line accepted by the seller, its document fixed. */
export async function agreedWithDocument(
  app: TestApp,
  { buyer, seller }: { buyer: SignedIn; seller: SignedIn },
): Promise<{ agreementId: string; Hash: string }> {
  const agreementId = (await sendContract(app.baseUrl, buyer, seller.phone)).id;
  const { state } = await app.app.get(StreamWriter).current('agreement', agreementId);
  for (const ItemId of Object.keys(state.items))
    await ok(app, seller, 'POST', '/api/Business/AcceptItem', { AgreementId: agreementId, ItemId });
  for (const TermId of Object.keys(state.terms))
    await ok(app, seller, 'POST', '/api/Business/AcceptTerm', { AgreementId: agreementId, TermId });
  const { data } = await ok<{ Hash: string }>(app, buyer, 'POST', `/api/agreements/${agreementId}/document`);
  return { agreementId, Hash: data.Hash };
}

/**
 * Fixes the contract document and signs it as `buyer` then `seller`, each with the code sent to
 * them. A new code for the same phone waits 30 seconds, so `clock` is moved on before each.
 */
export async function signByBoth(
  app: TestApp,
  { buyer, seller, clock }: { buyer: SignedIn; seller: SignedIn; clock: ReturnType<typeof controlClock> },
  agreementId: string,
): Promise<void> {
  const base = `/api/agreements/${agreementId}`;
  const document = await ok<{ Hash: string }>(app, buyer, 'POST', `${base}/document`);
  for (const party of [buyer, seller]) {
    clock.advance(31_000);
    const sent = await ok<{ ChallengeId: string }>(app, party, 'POST', `${base}/signing-code`, {
      Hash: document.data.Hash,
    });
    const Code = await latestSigningCode(app, party.phone);
    await ok(app, party, 'POST', `${base}/sign`, { ChallengeId: sent.data.ChallengeId, Code });
  }
}
