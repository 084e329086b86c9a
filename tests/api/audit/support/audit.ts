// Helpers for the audit suites: granting access through the API and waiting for reactors.
import { expect } from '@jest/globals';
import type { SignedIn } from '../../accounts/support/accounts.js';
import { as } from '../../agreements/support/agreements.js';

export const FAR_FUTURE = '2099-12-31';

/** `party` grants `contact` read access to the agreement; returns the response data. */
export async function grant(
  baseUrl: string,
  party: SignedIn,
  agreementId: string,
  contact: string,
  until: string | null = FAR_FUTURE,
) {
  const reply = await as(baseUrl, party)<{ status: string; auditorId: string | null }>(
    'POST',
    '/api/Audit/GrantAuditorAccess',
    { AgreementId: agreementId, Contact: contact, Until: until },
  );
  expect([reply.status, reply.body.message]).toEqual([200, undefined]);
  return reply.body.data!;
}

/** Retries `check` until it stops throwing (a reactor has acted) or `timeoutMs` passes. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
