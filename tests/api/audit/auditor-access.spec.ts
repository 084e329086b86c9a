// Auditor access: a party grants read-only access by phone or e-mail with an end date; the
// auditor reads (and every read is logged for both parties) but gets 403 on every command and on
// other contracts; after revocation reads and pushes stop; an unregistered contact is attached
// once verified; an ended grant is refused.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { controlClock, newPhone, registerVerified } from '../accounts/support/accounts.js';
import { as, parties, type SignedIn } from '../agreements/support/agreements.js';
import { ENDPOINTS, READ_ENDPOINTS } from '../agreements/support/party-endpoints.js';
import { SCENARIOS, build, load, type ScenarioIds } from '../agreements/support/scenarios.js';
import { agreementPush, connect } from '../../live/support/live.js';
import { AuditorExpiry } from '../../../backend/src/audit/read-model/auditor-expiry.service.js';
import { RealtimeGateway } from '../../../backend/src/realtime/realtime.gateway.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { eventually, grant } from './support/audit.js';

const COMMANDS = Object.keys(ENDPOINTS).filter((name) => !READ_ENDPOINTS.includes(name));

describe('an auditor', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let auditor: SignedIn;
  let ids: ScenarioIds;
  let other: ScenarioIds;

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
    auditor = await registerVerified(app.baseUrl, { UsrName: 'Anil Auditor' });
    ({ ids } = await build(app, seller, buyer, SCENARIOS.Draft!));
    ({ ids: other } = await build(app, seller, buyer, SCENARIOS.Proposed!));
    expect(await grant(app.baseUrl, buyer, ids.agreementId, auditor.phone)).toMatchObject({
      status: 'Granted',
      auditorId: auditor.userId,
    });
  });
  afterAll(() => app.close());

  it('reads the agreement as a read-only party', async () => {
    for (const name of READ_ENDPOINTS) {
      const [method, path] = ENDPOINTS[name]!;
      const reply = await as(app.baseUrl, auditor)(method, path(ids));
      // This contract was not raised as a purchase order: past the party check, it has no schedule.
      const expected = name === 'ExpectedPayments' ? 404 : 200;
      expect([name, reply.status]).toEqual([name, expected]);
    }
    const detail = await as(app.baseUrl, auditor)<{ userRole: string }>(
      'GET',
      `/api/Business/GetUserAgreementDetail?agreementId=${ids.agreementId}`,
    );
    expect(detail.body.data!.userRole).toBe('auditor');
    const timeline = await as(app.baseUrl, auditor)<{ text: string }[]>(
      'GET',
      `/api/Audit/Timeline?agId=${ids.agreementId}`,
    );
    expect(timeline.body.data!.at(-1)!.text).toBe(
      'Bina Buyer (buyer) let Anil Auditor audit the agreement until 2099-12-31',
    );
  });

  it.each(COMMANDS)('gets 403 from %s and changes nothing', async (name) => {
    const { version } = await load(app, ids.agreementId);
    const [method, path, body] = ENDPOINTS[name]!;
    const reply = await as(app.baseUrl, auditor)(method, path(ids), body?.(ids));
    expect([reply.status, reply.body.status]).toEqual([403, 0]);
    expect((await load(app, ids.agreementId)).version).toBe(version);
  });

  it('cannot grant or revoke auditors', async () => {
    const granting = await as(app.baseUrl, auditor)('POST', '/api/Audit/GrantAuditorAccess', {
      AgreementId: ids.agreementId,
      Contact: newPhone(),
    });
    const revoking = await as(app.baseUrl, auditor)('POST', '/api/Audit/RevokeAuditorAccess', {
      AgreementId: ids.agreementId,
      AuditorId: auditor.userId,
    });
    expect([granting.status, granting.body.code, revoking.status, revoking.body.code]).toEqual([
      403,
      'AUDITOR_READ_ONLY',
      403,
      'AUDITOR_READ_ONLY',
    ]);
  });

  it('gets 403 on a contract it was not granted, and sees only granted ones in its list', async () => {
    for (const path of [
      `/api/Business/GetUserAgreementDetail?agreementId=${other.agreementId}`,
      `/api/Audit/Timeline?agId=${other.agreementId}`,
      `/api/Audit/Export?agId=${other.agreementId}`,
    ]) {
      const reply = await as(app.baseUrl, auditor)('GET', path);
      expect([path, reply.status]).toEqual([path, 403]);
    }
    const list = await as(app.baseUrl, auditor)<{ agreementId?: string; agId?: string }[]>(
      'GET',
      '/api/Business/GetUserAgreements',
    );
    expect(JSON.stringify(list.body.data)).toContain(ids.agreementId);
    expect(JSON.stringify(list.body.data)).not.toContain(other.agreementId);
  });

  it('logs every read, and both parties see the log', async () => {
    for (const party of [buyer, seller]) {
      const reply = await as(app.baseUrl, party)<{ auditorId: string; name: string; what: string }[]>(
        'GET',
        `/api/Audit/ReadLog?agId=${ids.agreementId}`,
      );
      const reads = reply.body.data!.map((read) => read.what);
      expect(reads).toEqual(expect.arrayContaining(['contract details', 'items', 'timeline']));
      expect(reply.body.data!.every((read) => read.name === 'Anil Auditor')).toBe(true);
    }
    const asAuditor = await as(app.baseUrl, auditor)('GET', `/api/Audit/ReadLog?agId=${ids.agreementId}`);
    expect(asAuditor.status).toBe(403);
  });

  it('after revocation gets no more reads, pushes or room', async () => {
    const live = await connect(app.baseUrl, auditor.token);
    try {
      expect(await live.join(`agreement:${ids.agreementId}`)).toEqual({ ok: true });
      const revoked = await as(app.baseUrl, seller)('POST', '/api/Audit/RevokeAuditorAccess', {
        AgreementId: ids.agreementId,
        AuditorId: auditor.userId,
      });
      expect(revoked.status).toBe(200);
      // The reactor makes the auditor's sockets leave the room; a remark after that must not reach them.
      await eventually(async () => {
        const sockets = await app.app.get(RealtimeGateway).server.in(`agreement:${ids.agreementId}`).fetchSockets();
        expect(sockets.map((socket) => socket.id)).not.toContain(live.socket.id);
      });
      const remark = await as(app.baseUrl, seller)('POST', '/api/Business/RemarkAgreement', {
        AgreementId: ids.agreementId,
        RemarkText: 'After the auditor left',
      });
      expect(remark.status).toBe(200);
      await expect(live.waitFor(agreementPush(ids.agreementId, 'RemarkAdded'), 1000)).rejects.toThrow(
        'no matching push',
      );
      expect(await live.join(`agreement:${ids.agreementId}`)).toMatchObject({ ok: false });
    } finally {
      live.close();
    }
    for (const path of [
      `/api/Business/GetUserAgreementDetail?agreementId=${ids.agreementId}`,
      `/api/Audit/Timeline?agId=${ids.agreementId}`,
    ]) {
      const reply = await as(app.baseUrl, auditor)('GET', path);
      expect([path, reply.status]).toEqual([path, 403]);
    }
  });

  it('an unregistered contact is invited and attached once verified', async () => {
    const phone = newPhone();
    expect(await grant(app.baseUrl, seller, other.agreementId, phone)).toMatchObject({
      status: 'Invited',
      auditorId: null,
    });
    const listed = await as(app.baseUrl, buyer)<{ invitations: { contact: string }[] }>(
      'GET',
      `/api/Audit/Auditors?agId=${other.agreementId}`,
    );
    expect(listed.body.data!.invitations).toEqual([expect.objectContaining({ contact: phone })]);
    const newcomer = await registerVerified(app.baseUrl, { UsrName: 'Nita Newcomer', PhoneNumber: phone });
    const detail = await eventually(async () => {
      const reply = await as(app.baseUrl, newcomer)<{ userRole: string }>(
        'GET',
        `/api/Business/GetUserAgreementDetail?agreementId=${other.agreementId}`,
      );
      expect(reply.status).toBe(200);
      return reply.body.data!;
    });
    expect(detail.userRole).toBe('auditor');
    const after = await as(app.baseUrl, buyer)<{ auditors: { auditorId: string }[]; invitations: unknown[] }>(
      'GET',
      `/api/Audit/Auditors?agId=${other.agreementId}`,
    );
    expect(after.body.data).toMatchObject({ auditors: [{ auditorId: newcomer.userId }], invitations: [] });
  });

  it('is refused once the end date has passed', async () => {
    const late = await registerVerified(app.baseUrl, { UsrName: 'Lata Late' });
    const today = new Date().toISOString().slice(0, 10);
    await grant(app.baseUrl, buyer, other.agreementId, late.phone, today);
    const path = `/api/Business/GetUserAgreementDetail?agreementId=${other.agreementId}`;
    expect((await as(app.baseUrl, late)('GET', path)).status).toBe(200);
    controlClock(app).advance(2 * 24 * 60 * 60_000);
    const refused = await as(app.baseUrl, late)('GET', path);
    expect([refused.status, refused.body.code]).toEqual([403, 'AUDIT_ACCESS_ENDED']);
    // The sweep then revokes the grant as an event, on behalf of the party who granted it.
    await app.app.get(AuditorExpiry).sweep();
    const listed = await as(app.baseUrl, buyer)<{ auditors: { auditorId: string }[] }>(
      'GET',
      `/api/Audit/Auditors?agId=${other.agreementId}`,
    );
    expect(listed.body.data!.auditors.map((a) => a.auditorId)).not.toContain(late.userId);
    const timeline = await as(app.baseUrl, buyer)<{ text: string }[]>(
      'GET',
      `/api/Audit/Timeline?agId=${other.agreementId}`,
    );
    expect(timeline.body.data!.at(-1)!.text).toBe("Bina Buyer (buyer) ended Lata Late's audit access");
    expect((await as(app.baseUrl, late)('GET', path)).body.code).toBe('NOT_A_PARTY');
  });
});
