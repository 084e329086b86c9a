// Access tokens: verified claims are remembered for speed, but a remembered token still expires,
// and a token is only ever recognised by its exact, correctly signed text.
import { describe, expect, it } from '@jest/globals';
import { AccessTokenService, ACCESS_TOKEN_TTL_SECONDS } from '../../../backend/src/common/auth/access-token.service.js';
import type { Runtime } from '../../../backend/src/config/runtime.js';

const service = () => new AccessTokenService({ jwtSecret: 'a-test-secret-of-enough-length-0123456789' } as Runtime);
const expired = { code: 'INVALID_TOKEN', message: 'Your session has expired. Please sign in again.' };

describe('access tokens', () => {
  it('verifies a token, and again from memory with the same claims', async () => {
    const tokens = service();
    const token = await tokens.issue('user-1', 'session-1');
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ userId: 'user-1', sessionId: 'session-1' });
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('refuses a remembered token once it has expired', async () => {
    const tokens = service();
    // Issued almost 15 minutes ago: it expires within about a second.
    const issuedAt = new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    const token = await tokens.issue('user-1', 'session-1', issuedAt);
    await expect(tokens.verify(token)).resolves.toMatchObject({ userId: 'user-1' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await expect(tokens.verify(token)).rejects.toMatchObject(expired);
  });

  it('refuses a token whose signature was changed, even while the real one is remembered', async () => {
    const tokens = service();
    const token = await tokens.issue('user-1', 'session-1');
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    await expect(tokens.verify(forged)).rejects.toMatchObject(expired);
  });

  it('refuses a token signed with another secret', async () => {
    const other = new AccessTokenService({ jwtSecret: 'another-secret-of-enough-length-987654321' } as Runtime);
    const token = await other.issue('user-1', 'session-1');
    await expect(service().verify(token)).rejects.toMatchObject(expired);
  });
});
