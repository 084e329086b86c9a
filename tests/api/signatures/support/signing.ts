// Signing a contract over HTTP as both parties, with the codes the local outbox holds.
import type { TestApp } from '../../../setup/test-app.js';
import type { controlClock, SignedIn } from '../../accounts/support/accounts.js';
import { as } from '../../agreements/support/agreements.js';
import { ok } from '../../invoices/support/contracts.js';

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
    const outbox = await as(app.baseUrl, undefined)<{ body: string; template: string }[]>(
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(party.phone)}`,
    );
    const message = outbox.body.data!.find((m) => m.template === 'signing-otp')!;
    const Code = /\b(\d{6})\b/.exec(message.body)![1]!;
    await ok(app, party, 'POST', `${base}/sign`, { ChallengeId: sent.data.ChallengeId, Code });
  }
}
