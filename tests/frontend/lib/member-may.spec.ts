// Issue 38: the buttons no offered action drives (creating, settings, reference data) follow the
// signed-in member's role as machines' roleMay decides it; guests keep what they sign in to send.
import { describe, expect, it } from '@jest/globals';
import { CAPABILITIES } from '@samvida/machines';
import { memberMay } from '../../../frontend/src/lib/member-may.js';

describe('what a screen offers a team member', () => {
  it('offers an owner everything', () => {
    for (const capability of CAPABILITIES) expect(memberMay(capability, true, 'owner')).toBe(true);
  });

  it('offers a manager negotiation and signing, not invoices, the team, the plan or the profile', () => {
    expect(memberMay('negotiate', true, 'manager')).toBe(true);
    expect(memberMay('sign', true, 'manager')).toBe(true);
    for (const capability of ['finance', 'members', 'plan', 'business'] as const)
      expect(memberMay(capability, true, 'manager')).toBe(false);
  });

  it('offers an accountant invoices and payments, not negotiation', () => {
    expect(memberMay('finance', true, 'accountant')).toBe(true);
    expect(memberMay('negotiate', true, 'accountant')).toBe(false);
    expect(memberMay('sign', true, 'accountant')).toBe(false);
  });

  it('offers a viewer nothing that changes anything', () => {
    for (const capability of CAPABILITIES) expect(memberMay(capability, true, 'viewer')).toBe(false);
  });

  it('decides nothing while the role is loading, and leaves guests their sign-in-to-send flows', () => {
    expect(memberMay('negotiate', true, undefined)).toBeUndefined();
    expect(memberMay('negotiate', false, undefined)).toBe(true);
  });
});
