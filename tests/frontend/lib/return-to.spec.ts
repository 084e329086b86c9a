// Issue 37, point 5: an expired session goes to sign-in and returns to the page after; the page to
// return to is always one of this app's own.
import { describe, expect, it } from '@jest/globals';
import { safeReturnPath, signInAgainPath } from '../../../frontend/src/lib/return-to.js';

describe('returning after signing in again', () => {
  it('keeps the page and its query in the sign-in address', () => {
    const path = signInAgainPath('/DetailContract?agreementId=42&tab=invoices');
    expect(path).toBe('/Signup?returnTo=%2FDetailContract%3FagreementId%3D42%26tab%3Dinvoices');
    expect(safeReturnPath(new URL(path, 'http://x').searchParams.get('returnTo'))).toBe(
      '/DetailContract?agreementId=42&tab=invoices',
    );
  });

  it('returns only to a path of this app', () => {
    for (const outside of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', ''])
      expect(safeReturnPath(outside)).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});
