// Members' roles: each role's capabilities, and the deciders refusing and not offering what a
// member's role does not allow while the business's own account and timers stay unrestricted.
import { describe, expect, it } from '@jest/globals';
import {
  MEMBER_ROLES,
  ROLE_FORBIDDEN_MESSAGE,
  availableAgreementActions,
  decideAgreement,
  memberMayRun,
  roleMay,
  type Actor,
  type AgreementState,
  type MemberRole,
} from '@samvida/machines';
import {
  AGREEMENT_ID,
  BUYER,
  ITEM_ID,
  SELLER,
  act,
  activeAgreement,
  draftedAgreement,
  testEnv,
} from '../support/fixtures.js';

const as = (actor: Actor, memberRole: MemberRole): Actor => ({
  ...actor,
  memberId: `${actor.userId}-member`,
  memberRole,
});

const offered = (state: AgreementState, actor: Actor): string[] => {
  const actions = availableAgreementActions(state, actor);
  return [...actions.agreement, ...Object.values(actions.items).flat()].map((action) => action.command);
};

describe('member roles', () => {
  it('give each role its capabilities: the owner all, a viewer none', () => {
    const table = Object.fromEntries(
      MEMBER_ROLES.map((role) => [
        role,
        (['negotiate', 'sign', 'finance', 'comment', 'members', 'plan', 'business'] as const).filter((c) =>
          roleMay(role, c),
        ),
      ]),
    );
    expect(table).toEqual({
      owner: ['negotiate', 'sign', 'finance', 'comment', 'members', 'plan', 'business'],
      manager: ['negotiate', 'sign', 'comment'],
      accountant: ['finance', 'comment'],
      viewer: [],
    });
  });

  it('let a member run only the commands of their role, and nobody run a timer’s', () => {
    expect(memberMayRun({ memberRole: 'manager' }, 'NegotiateItem')).toBe(true);
    expect(memberMayRun({ memberRole: 'manager' }, 'StartContract')).toBe(true);
    expect(memberMayRun({ memberRole: 'manager' }, 'MakeInvoice')).toBe(false);
    expect(memberMayRun({ memberRole: 'accountant' }, 'MakePayment')).toBe(true);
    expect(memberMayRun({ memberRole: 'accountant' }, 'SignContract')).toBe(false);
    expect(memberMayRun({ memberRole: 'accountant' }, 'RemarkAgreement')).toBe(true);
    expect(memberMayRun({ memberRole: 'viewer' }, 'RemarkAgreement')).toBe(false);
    expect(memberMayRun({ memberRole: 'owner' }, 'ExpireAgreement')).toBe(false);
    expect(memberMayRun({}, 'ExpireAgreement')).toBe(true);
  });
});

describe('the agreement decider with members', () => {
  const A = { AgreementId: AGREEMENT_ID };
  const negotiate = {
    type: 'NegotiateItem',
    data: { ...A, ItemId: ITEM_ID, Amount: 100, CompletionDays: 10, RemarkText: 'ok?' },
  } as const;
  // Proposed by the seller: the buyer's move.
  const proposed = () => act(draftedAgreement(), { type: 'StartAgreement', data: A }, SELLER);

  it('refuses a command the member’s role does not allow, in plain words, and does not offer it', () => {
    const state = proposed();
    const accountant = as(BUYER, 'accountant');
    const refused = decideAgreement(state, negotiate, accountant, testEnv());
    expect(refused).toEqual({ ok: false, code: 'ROLE_FORBIDDEN', reason: ROLE_FORBIDDEN_MESSAGE });
    expect(offered(state, BUYER)).toContain('NegotiateItem');
    expect(offered(state, accountant)).not.toContain('NegotiateItem');
  });

  it('offers a viewer nothing on a contract where its business has moves', () => {
    const state = activeAgreement();
    expect(offered(state, BUYER).length).toBeGreaterThan(0);
    expect(offered(state, as(BUYER, 'viewer'))).toEqual([]);
  });

  it('offers a manager and an accountant the parts of the business’s moves their roles cover', () => {
    const state = activeAgreement();
    const all = offered(state, BUYER);
    const manager = offered(state, as(BUYER, 'manager'));
    const accountant = offered(state, as(BUYER, 'accountant'));
    expect(
      manager.every((command) => all.includes(command) && memberMayRun({ memberRole: 'manager' }, command as never)),
    ).toBe(true);
    expect(accountant.every((command) => memberMayRun({ memberRole: 'accountant' }, command as never))).toBe(true);
    // Every contract command needs negotiate, sign, finance or comment: the two roles cover them all.
    expect(new Set([...manager, ...accountant])).toEqual(new Set(all));
    expect(offered(state, as(BUYER, 'owner'))).toEqual(all);
  });

  it('lets a manager negotiate as the business would', () => {
    const byManager = decideAgreement(proposed(), negotiate, as(BUYER, 'manager'), testEnv());
    expect(byManager).toEqual(decideAgreement(proposed(), negotiate, BUYER, testEnv()));
    expect(byManager.ok).toBe(true);
  });
});
