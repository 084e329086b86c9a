// Issue 38: a business's team and contracts stay its own. Members of another business neither see
// its team nor reach its members through the Team calls, and its contracts answer them NOT_A_PARTY.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROLE_FORBIDDEN_MESSAGE } from '@samvida/machines';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified } from '../accounts/support/accounts.js';
import { as, parties, sendContract, type SignedIn } from '../agreements/support/agreements.js';
import { teamOf, type Member } from './support/team.js';

interface TeamView {
  BusinessName: string;
  Members: { MemberId: string | null; PhoneNumber: string; Role: string }[];
}

describe('members of another business', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let other: SignedIn;
  let sellersTeam: Member[];
  let othersTeam: Member[];
  let agreementId: string;

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
    other = await registerVerified(app.baseUrl, { UsrName: 'Other Traders' });
    sellersTeam = await teamOf(app.baseUrl, seller, ['manager', 'viewer']);
    othersTeam = await teamOf(app.baseUrl, other, ['manager', 'viewer']);
    ({ id: agreementId } = await sendContract(app.baseUrl, buyer, seller.phone));
  });
  afterAll(() => app.close());

  const teamOfBusiness = async (user: SignedIn) =>
    (await as(app.baseUrl, user)<TeamView>('GET', '/api/Team/Members')).body.data!;

  it('list only their own business’s team', async () => {
    const sellersIds = sellersTeam.map((m) => m.memberId);
    for (const member of othersTeam) {
      const team = await teamOfBusiness(member);
      expect(team.BusinessName).toBe('Other Traders');
      expect(team.Members.map((m) => m.MemberId)).toEqual([null, ...othersTeam.map((m) => m.memberId)]);
      expect(team.Members.map((m) => m.PhoneNumber)).not.toContain(seller.phone);
      expect(team.Members.map((m) => m.MemberId)).toEqual(expect.not.arrayContaining(sellersIds));
    }
  });

  // Each caller of the other business, and what it hears naming a member of the seller's team.
  const callers = (): [string, SignedIn, number, string][] => [
    ['owner', other, 404, 'MEMBER_NOT_FOUND'],
    ['manager', othersTeam[0]!, 403, 'ROLE_FORBIDDEN'],
    ['viewer', othersTeam[1]!, 403, 'ROLE_FORBIDDEN'],
  ];

  it('cannot change the role of, or remove, a member of the business, whoever of theirs asks', async () => {
    const before = await teamOfBusiness(seller);
    for (const [who, caller, status, code] of callers())
      for (const [path, body] of [
        ['/api/Team/ChangeRole', { MemberId: sellersTeam[1]!.memberId, Role: 'owner' }],
        ['/api/Team/Remove', { MemberId: sellersTeam[0]!.memberId }],
      ] as const) {
        const reply = await as(app.baseUrl, caller)('POST', path, body);
        expect([who, path, reply.status, reply.body.code]).toEqual([who, path, status, code]);
        if (code === 'ROLE_FORBIDDEN') expect(reply.body.message).toBe(ROLE_FORBIDDEN_MESSAGE);
      }
    expect(await teamOfBusiness(seller)).toEqual(before);
  });

  it('cannot read or change the business’s contracts', async () => {
    for (const member of othersTeam) {
      const read = await as(app.baseUrl, member)(
        'GET',
        `/api/Business/GetUserAgreementDetail?agreementId=${agreementId}`,
      );
      expect([member.role, read.status, read.body.code]).toEqual([member.role, 403, 'NOT_A_PARTY']);
      const remark = await as(app.baseUrl, member)('POST', '/api/Business/RemarkAgreement', {
        AgreementId: agreementId,
        RemarkText: 'Hello',
      });
      // A role that may not remark is told so first; either way nothing reaches the contract.
      expect(remark.status).toBe(403);
    }
    const seen = await as(app.baseUrl, sellersTeam[1]!)(
      'GET',
      `/api/Business/GetUserAgreementDetail?agreementId=${agreementId}`,
    );
    expect(seen.status).toBe(200);
  });
});
