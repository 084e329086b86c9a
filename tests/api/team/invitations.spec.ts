// Issue 38: an owner invites a phone with a role; the phone signs up and acts for the business.
// The invitation SMS is stored once; every refusal has its plain message and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROLE_FORBIDDEN_MESSAGE } from '@samvida/machines';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { gstinOf, newPan, newPhone, PASSWORD, registerBody, registerVerified } from '../accounts/support/accounts.js';
import { as, type SignedIn } from '../agreements/support/agreements.js';
import { invite, rowsOf, subjectOf, teamOf, type Member } from './support/team.js';

interface TeamView {
  BusinessName: string;
  MyRole: string;
  CanManage: boolean;
  Members: { MemberId: string | null; Name: string | null; PhoneNumber: string; Role: string; Status: string }[];
}

describe('inviting a phone to a business', () => {
  let app: TestApp;
  let owner: SignedIn;
  let other: SignedIn;
  let manager: Member;
  let othersMember: Member;
  const ownersGstin = gstinOf('27', newPan());

  beforeAll(async () => {
    app = await createTestApp();
    [owner, other] = await Promise.all([
      registerVerified(app.baseUrl, { UsrName: 'Asha Traders', UsrGstin: ownersGstin }),
      registerVerified(app.baseUrl, { UsrName: 'Bina Stores' }),
    ]);
    [manager] = await teamOf(app.baseUrl, owner, ['manager']);
    [othersMember] = await teamOf(app.baseUrl, other, ['viewer']);
  });
  afterAll(() => app.close());

  const team = async (user: SignedIn) => {
    const reply = await as(app.baseUrl, user)<TeamView>('GET', '/api/Team/Members');
    expect(reply.status).toBe(200);
    return reply.body.data!;
  };
  const invitationsTo = (phone: string) =>
    rowsOf<{ body: string }>(
      app.db.url,
      `select body from notification_messages where template = 'team-invitation' and recipient = $1`,
      [phone],
    );
  const teamRows = () => rowsOf<{ count: string }>(app.db.url, 'select count(*) from team_members');

  it('lists the invitation as Invited, then Active once the phone signs up and acts for the business', async () => {
    const phone = newPhone();
    const MemberId = await invite(app.baseUrl, owner, phone, 'accountant');
    expect((await team(owner)).Members.find((m) => m.MemberId === MemberId)).toEqual({
      MemberId,
      Name: null,
      PhoneNumber: phone,
      Role: 'accountant',
      Status: 'Invited',
      InvitedAt: expect.any(String),
      JoinedAt: null,
    });

    const joined = await registerVerified(app.baseUrl, { UsrName: 'Chetan Accounts', PhoneNumber: phone });
    expect(joined.userId).toBe(owner.userId);
    expect(subjectOf(joined.token)).not.toBe(owner.userId);
    expect((await team(owner)).Members.find((m) => m.MemberId === MemberId)).toMatchObject({
      Name: 'Chetan Accounts',
      Status: 'Active',
      JoinedAt: expect.any(String),
    });

    const login = await call<{ userId: string; name: string; phoneNumber: string }>(
      app.baseUrl,
      'POST',
      '/api/Auth/login',
      { body: { Contact: phone, Password: PASSWORD } },
    );
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ userId: owner.userId, name: 'Chetan Accounts', phoneNumber: phone });
    const details = await as(app.baseUrl, joined)<{ memberRole: string }>('GET', '/api/Auth/GetUserDetails');
    expect([details.status, details.body.data!.memberRole]).toEqual([200, 'accountant']);
  });

  it('stores the invitation SMS exactly once, even when the invitation is sent again', async () => {
    const phone = newPhone();
    await invite(app.baseUrl, owner, phone, 'viewer');
    const again = await as(app.baseUrl, owner)('POST', '/api/Team/Invite', { PhoneNumber: phone, Role: 'viewer' });
    expect([again.status, again.body.code]).toEqual([409, 'PHONE_IN_A_TEAM']);
    const messages = await invitationsTo(phone);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toMatch(
      /^Asha Traders invited you to join Asha Traders on Samvida as Viewer\. Sign up with this number: \S+\/Signup$/,
    );
    const outbox = await call<{ template: string }[]>(
      app.baseUrl,
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(phone)}`,
    );
    expect(outbox.body.data!.filter((m) => m.template === 'team-invitation')).toHaveLength(1);
  });

  it('shows every member the team; only the owner may manage it', async () => {
    expect(await team(manager)).toMatchObject({ BusinessName: 'Asha Traders', MyRole: 'manager', CanManage: false });
    const ownersView = await team(owner);
    expect(ownersView).toMatchObject({ MyRole: 'owner', CanManage: true });
    expect(ownersView.Members[0]).toMatchObject({
      MemberId: null,
      Role: 'owner',
      Status: 'Owner',
      PhoneNumber: owner.phone,
    });
    expect(ownersView.Members.find((m) => m.MemberId === manager.memberId)).toMatchObject({ Status: 'Active' });
  });

  it('refuses invitations with a plain message and writes nothing', async () => {
    const invited = newPhone();
    await invite(app.baseUrl, other, invited, 'viewer');
    const cases: [Record<string, unknown>, number, string | undefined, string][] = [
      [
        { PhoneNumber: owner.phone, Role: 'viewer' },
        400,
        'PHONE_IS_BUSINESS',
        'This is the business’s own phone number; its owner is a member already.',
      ],
      [
        { PhoneNumber: invited, Role: 'viewer' },
        409,
        'PHONE_IN_A_TEAM',
        'This phone number is already a member of a business on Samvida.',
      ],
      [
        { PhoneNumber: othersMember.phone, Role: 'viewer' },
        409,
        'PHONE_IN_A_TEAM',
        'This phone number is already a member of a business on Samvida.',
      ],
      [
        { PhoneNumber: other.phone, Role: 'viewer' },
        409,
        'PHONE_HAS_ACCOUNT',
        'This phone number already has its own Samvida account. Invite a number that has not signed up yet.',
      ],
      [{ PhoneNumber: '12345', Role: 'viewer' }, 400, undefined, 'Phone Number is not correct.'],
      [
        { PhoneNumber: newPhone(), Role: 'boss' },
        400,
        undefined,
        'Choose a role: Owner, Manager, Accountant or Viewer.',
      ],
    ];
    const before = await teamRows();
    for (const [body, status, code, message] of cases) {
      const reply = await as(app.baseUrl, owner)('POST', '/api/Team/Invite', body);
      expect([body, reply.status, reply.body.message]).toEqual([body, status, message]);
      if (code) expect(reply.body.code).toBe(code);
    }
    expect(await teamRows()).toEqual(before);
  });

  it('refuses a member who is not the owner: inviting, changing roles and removing are 403', async () => {
    const before = await teamRows();
    const calls: [string, Record<string, unknown>][] = [
      ['/api/Team/Invite', { PhoneNumber: newPhone(), Role: 'viewer' }],
      ['/api/Team/ChangeRole', { MemberId: manager.memberId, Role: 'owner' }],
      ['/api/Team/Remove', { MemberId: manager.memberId }],
    ];
    for (const [path, body] of calls) {
      const reply = await as(app.baseUrl, manager)('POST', path, body);
      expect([path, reply.status, reply.body.code, reply.body.message]).toEqual([
        path,
        403,
        'ROLE_FORBIDDEN',
        ROLE_FORBIDDEN_MESSAGE,
      ]);
    }
    expect(await teamRows()).toEqual(before);
    expect((await team(owner)).Members.find((m) => m.MemberId === manager.memberId)).toMatchObject({ Role: 'manager' });
  });

  it('answers 404 for a member of another business, as for an unknown one', async () => {
    for (const [path, body] of [
      ['/api/Team/ChangeRole', { MemberId: othersMember.memberId, Role: 'owner' }],
      ['/api/Team/Remove', { MemberId: othersMember.memberId }],
    ] as const) {
      const reply = await as(app.baseUrl, owner)('POST', path, body);
      expect([path, reply.status, reply.body.code, reply.body.message]).toEqual([
        path,
        404,
        'MEMBER_NOT_FOUND',
        'Team member not found.',
      ]);
    }
    expect((await team(other)).Members.find((m) => m.MemberId === othersMember.memberId)).toMatchObject({
      Role: 'viewer',
      Status: 'Active',
    });
  });

  it('refuses a second registration with a GSTIN another account holds, pointing to a team invitation', async () => {
    const message =
      'This GSTIN is already registered to another account. A GSTIN belongs to one business: ask its owner to invite you to its team.';
    const reply = await call(app.baseUrl, 'POST', '/api/Auth/Register', {
      body: registerBody({ UsrName: 'Asha Again', UsrGstin: ownersGstin }),
    });
    expect([reply.status, reply.body.code, reply.body.message]).toEqual([409, 'GSTIN_TAKEN', message]);
    expect(reply.body.errors).toEqual({ UsrGstin: [message] });
  });
});
