// Issue 38: a removed member stops acting for the business within seconds, on requests and on an
// open socket; a changed role holds from the next request.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROLE_FORBIDDEN_MESSAGE } from '@samvida/machines';
import { connect } from '../../live/support/live.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { as, parties, type SignedIn } from '../agreements/support/agreements.js';
import { build, SCENARIOS, type ScenarioIds } from '../agreements/support/scenarios.js';
import { teamOf, type Member } from './support/team.js';

const MEMBERSHIP_CHANGED = 'Your membership of this business changed. Please sign in again.';

describe('a member removed or given another role', () => {
  let app: TestApp;
  let seller: SignedIn;
  let buyer: SignedIn;
  let manager: Member;
  let viewer: Member;
  let ids: ScenarioIds;

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
    [manager, viewer] = await teamOf(app.baseUrl, seller, ['manager', 'viewer']);
    ({ ids } = await build(app, seller, buyer, SCENARIOS.Proposed!));
  });
  afterAll(() => app.close());

  const detail = (user: SignedIn) =>
    as(app.baseUrl, user)('GET', `/api/Business/GetUserAgreementDetail?agreementId=${ids.agreementId}`);
  const agreements = async (user: SignedIn) =>
    ((await as(app.baseUrl, user)<{ id: string }[]>('GET', '/api/Business/GetUserAgreements')).body.data ?? []).map(
      (agreement) => agreement.id,
    );
  const remark = (user: SignedIn, RemarkText: string) =>
    as(app.baseUrl, user)('POST', '/api/Business/RemarkAgreement', { AgreementId: ids.agreementId, RemarkText });
  const owner = (path: string, body: unknown) => as(app.baseUrl, seller)('POST', path, body);

  it('a removed member no longer sees the business’s contracts, and their open socket is closed', async () => {
    expect((await detail(manager)).status).toBe(200);
    expect(await agreements(manager)).toContain(ids.agreementId);
    const live = await connect(app.baseUrl, manager.token);
    expect(await live.join(`agreement:${ids.agreementId}`)).toEqual({ ok: true });
    const refused = new Promise<{ message: string }>((resolve) => live.socket.once('session.refused', resolve));
    const disconnected = new Promise<void>((resolve) => live.socket.once('disconnect', () => resolve()));
    try {
      const removedAt = Date.now();
      const removed = await owner('/api/Team/Remove', { MemberId: manager.memberId });
      expect([removed.status, removed.body.message]).toEqual([200, 'Removed from the team.']);

      const reply = await detail(manager);
      expect([reply.status, reply.body.code]).toEqual([403, 'NOT_A_PARTY']);
      expect(await agreements(manager)).toEqual([]);
      expect((await remark(manager, 'Still here?')).status).toBe(403);

      expect(await refused).toEqual({ message: MEMBERSHIP_CHANGED });
      await disconnected;
      expect(Date.now() - removedAt).toBeLessThan(3000);
    } finally {
      live.close();
    }
    const team = await as(app.baseUrl, seller)<{ Members: { MemberId: string | null }[] }>('GET', '/api/Team/Members');
    expect(team.body.data!.Members.map((m) => m.MemberId)).not.toContain(manager.memberId);
  });

  it('the removed member’s new socket acts for their own account and cannot join the room', async () => {
    const live = await connect(app.baseUrl, manager.token);
    try {
      expect(await live.join(`agreement:${ids.agreementId}`)).toEqual({
        ok: false,
        message: 'You are not a party of this contract.',
      });
    } finally {
      live.close();
    }
  });

  it('a role change holds from the next request', async () => {
    const before = await remark(viewer, 'Viewer speaking');
    expect([before.status, before.body.code, before.body.message]).toEqual([
      403,
      'ROLE_FORBIDDEN',
      ROLE_FORBIDDEN_MESSAGE,
    ]);

    const changed = await owner('/api/Team/ChangeRole', { MemberId: viewer.memberId, Role: 'accountant' });
    expect([changed.status, changed.body.message]).toEqual([200, 'Role changed.']);
    expect((await remark(viewer, 'Accountant now')).status).toBe(200);
    const negotiate = await as(app.baseUrl, viewer)('POST', '/api/Business/NegotiateItem', {
      AgreementId: ids.agreementId,
      ItemId: ids.itemId,
      Amount: 95,
      CompletionDays: 10,
    });
    expect([negotiate.status, negotiate.body.code]).toEqual([403, 'ROLE_FORBIDDEN']);

    await owner('/api/Team/ChangeRole', { MemberId: viewer.memberId, Role: 'viewer' });
    expect((await remark(viewer, 'Viewer again')).status).toBe(403);
    const team = await as(app.baseUrl, viewer)<{ MyRole: string }>('GET', '/api/Team/Members');
    expect(team.body.data!.MyRole).toBe('viewer');
  });
});
