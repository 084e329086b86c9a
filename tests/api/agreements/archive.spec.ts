// The contract archive over HTTP: a party archives and unarchives a finished contract in its own
// lists only; others get nothing; the retention sweep, driven by the clock, moves a finished
// contract to both archives after the plan's storage months, tells both parties once a week before
// the 3 archive months end, then deletes its files and PDFs while its history still verifies.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ARCHIVE_MESSAGES } from '@samvida/machines';
import { ArchiveRetention } from '../../../backend/src/agreements/archive/archive-retention.service.js';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { controlClock, registerVerified } from '../accounts/support/accounts.js';
import { verifyChainOf } from '../audit/support/log.js';
import { download, samples, sql, uploaded } from '../uploads/support/uploads.js';
import { as, parties, type Outcome, type SignedIn } from './support/agreements.js';
import { SCENARIOS, build, load } from './support/scenarios.js';

const DAY_MS = 86_400_000;

interface Row {
  id: string;
  agreementUID: string;
}
interface ArchivedPage {
  items: (Row & { storageEnded: boolean; filesDeleted: boolean; filesDeleteOn: string | null })[];
  total: number;
  page: number;
  pageSize: number;
}

let app: TestApp;
let buyer: SignedIn;
let seller: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  app = await createTestApp();
  ({ buyer, seller } = await parties(app.baseUrl));
  stranger = await registerVerified(app.baseUrl, { UsrName: 'Sam Stranger' });
});
afterAll(() => app.close());

const contract = async (scenario: string) => (await build(app, seller, buyer, SCENARIOS[scenario]!)).ids.agreementId;
const archiveAs = (user: SignedIn, agreementId: string, path = 'ArchiveAgreement') =>
  as(app.baseUrl, user)<Outcome>('POST', `/api/Business/${path}`, { AgreementId: agreementId });
const dashboardIds = async (user: SignedIn) =>
  (await as(app.baseUrl, user)<Row[]>('GET', '/api/Business/GetUserAgreements')).body.data!.map((row) => row.id);
const archiveOf = async (user: SignedIn, query = '') => {
  const reply = await as(app.baseUrl, user)<ArchivedPage>('GET', `/api/Business/ArchivedAgreements${query}`);
  expect(reply.status).toBe(200);
  return reply.body.data!;
};
const timelineOf = async (user: SignedIn, agreementId: string) => {
  const reply = await as(app.baseUrl, user)<{ text: string }[]>('GET', `/api/Audit/Timeline?agId=${agreementId}`);
  expect(reply.status).toBe(200);
  return reply.body.data!.map((entry) => entry.text);
};

describe('archiving', () => {
  it('moves a finished contract to the acting party’s archive only, and back; the history records both', async () => {
    const agreementId = await contract('Completed');
    const archived = await archiveAs(seller, agreementId);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ message: 'The contract was moved to your archive.' });
    expect(archived.body.data!.eventTypes).toEqual(['AgreementArchived']);

    expect(await dashboardIds(seller)).not.toContain(agreementId);
    expect(await dashboardIds(buyer)).toContain(agreementId);
    expect((await archiveOf(seller)).items.map((row) => row.id)).toContain(agreementId);
    expect((await archiveOf(buyer)).items.map((row) => row.id)).not.toContain(agreementId);

    const again = await archiveAs(seller, agreementId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ARCHIVE_MESSAGES.alreadyArchived);

    const back = await archiveAs(seller, agreementId, 'UnarchiveAgreement');
    expect(back.status).toBe(200);
    expect(await dashboardIds(seller)).toContain(agreementId);
    expect((await archiveOf(seller)).items.map((row) => row.id)).not.toContain(agreementId);
    const texts = await timelineOf(buyer, agreementId);
    expect(texts).toContain('Sunil Seller (seller) moved the contract to their archive');
    expect(texts).toContain('Sunil Seller (seller) took the contract out of their archive');
  });

  it.each(['Closed', 'Rejected', 'Expired'])('archives a %s contract', async (scenario) => {
    const agreementId = await contract(scenario);
    expect((await archiveAs(buyer, agreementId)).status).toBe(200);
    expect(await dashboardIds(buyer)).not.toContain(agreementId);
  });

  it('refuses a contract still running with a plain message, and appends nothing', async () => {
    const agreementId = await contract('Active');
    const before = (await load(app, agreementId)).version;
    const reply = await archiveAs(buyer, agreementId);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(ARCHIVE_MESSAGES.notFinished);
    expect((await load(app, agreementId)).version).toBe(before);
    expect(await dashboardIds(buyer)).toContain(agreementId);
  });

  it('answers 403 to a user who is not a party, and to an auditor (read only); shows them no archive', async () => {
    const agreementId = await contract('Completed');
    const auditor = await registerVerified(app.baseUrl, { UsrName: 'Arun Auditor' });
    await app.app.get(StreamWriter).execute(
      'agreement',
      agreementId,
      { userId: buyer.userId },
      {
        type: 'GrantAuditorAccess',
        data: { AgreementId: agreementId, AuditorId: auditor.userId },
      },
    );
    await archiveAs(buyer, agreementId);
    for (const [outsider, code] of [
      [stranger, 'NOT_A_PARTY'],
      [auditor, 'AUDITOR_READ_ONLY'],
    ] as const) {
      const reply = await archiveAs(outsider, agreementId);
      expect(reply.status).toBe(403);
      expect(reply.body.code).toBe(code);
      expect((await archiveAs(outsider, agreementId, 'UnarchiveAgreement')).status).toBe(403);
      expect((await archiveOf(outsider)).items).toEqual([]);
    }
    // The buyer's archive is still the buyer's: the refused calls changed nothing.
    expect((await archiveOf(buyer)).items.map((row) => row.id)).toContain(agreementId);
    expect((await archiveAs(stranger, '00000000-0000-4000-8000-000000000999')).status).toBe(403);
  });

  it('pages and searches the archive, within bounds', async () => {
    const user = await registerVerified(app.baseUrl, { UsrName: 'Pooja Pages' });
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) {
      const agreementId = (await build(app, user, buyer, SCENARIOS.Rejected!)).ids.agreementId;
      expect((await archiveAs(user, agreementId)).status).toBe(200);
      ids.push(agreementId);
    }
    const first = await archiveOf(user, '?page=1&pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const second = await archiveOf(user, '?page=2&pageSize=2');
    expect([...first.items, ...second.items].map((row) => row.id).sort()).toEqual([...ids].sort());

    const number = first.items[0]!.agreementUID;
    expect((await archiveOf(user, `?search=${number}`)).items.map((row) => row.agreementUID)).toEqual([number]);
    expect((await archiveOf(user, '?search=Bina')).total).toBe(3);
    expect((await archiveOf(user, '?search=%25')).total).toBe(0);

    const tooBig = await as(app.baseUrl, user)('GET', '/api/Business/ArchivedAgreements?pageSize=500');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe('A page holds 1 to 50 contracts.');
    const tooLong = await as(app.baseUrl, user)('GET', `/api/Business/ArchivedAgreements?search=${'x'.repeat(101)}`);
    expect(tooLong.body.message).toBe('Search for at most 100 characters.');
    const badId = await as(app.baseUrl, user)('POST', '/api/Business/ArchiveAgreement', { AgreementId: 'abc' });
    expect(badId.status).toBe(400);
  });
});

describe('retention by the clock', () => {
  it('archives after the storage months, warns once a week before, then deletes the files; the history verifies', async () => {
    const clock = controlClock(app);
    const sweep = () => app.app.get(ArchiveRetention).sweep();
    const agreementId = await contract('Completed');
    const file = await uploaded(app.baseUrl, seller.token, samples.pdf, 'delivery-note.pdf');
    const remark = await as(app.baseUrl, seller)('POST', '/api/Business/RemarkAgreement', {
      AgreementId: agreementId,
      RemarkText: 'Delivery note attached',
      Attachments: [file.id],
    });
    expect(remark.status).toBeLessThan(300);
    // A stored contract document and invoice, keyed as their renders key them (the contract's id third).
    const pdfKeys = [`contract-document:l1:${agreementId}:v1:test`, `gst-document:l1:${agreementId}:test`];
    for (const key of pdfKeys)
      await sql(app.db.url, `insert into rendered_pdfs (key, bytes, size) values ($1, '\\x25504446', 4)`, [key]);
    const eventTypes = async () => (await load(app, agreementId)).state.agreement!.context;

    await sweep();
    expect(await eventTypes()).not.toHaveProperty('storageEnded');

    // Both parties are on Free: 12 months of storage.
    clock.advance(366 * DAY_MS);
    await sweep();
    expect(await eventTypes()).toMatchObject({ storageEnded: true, archivedBy: ['buyer', 'seller'] });
    let number = '';
    for (const party of [buyer, seller]) {
      expect(await dashboardIds(party)).not.toContain(agreementId);
      const row = (await archiveOf(party, '?pageSize=50')).items.find((item) => item.id === agreementId)!;
      number = row.agreementUID;
      expect(row).toMatchObject({ storageEnded: true, filesDeleted: false });
      expect(row.filesDeleteOn).not.toBeNull();
    }
    const stay = await archiveAs(buyer, agreementId, 'UnarchiveAgreement');
    expect(stay.status).toBe(409);
    expect(stay.body.message).toBe(ARCHIVE_MESSAGES.storageEnded);

    // Three months after the storage ended is 89 to 92 days: 86 days is within the last week.
    clock.advance(86 * DAY_MS);
    await sweep();
    await sweep();
    for (const party of [buyer, seller]) expect(await deletionWarnings(party, number)).toHaveLength(1);
    expect((await download(app.baseUrl, buyer.token, file.url)).status).toBe(200);
    expect(await eventTypes()).not.toHaveProperty('filesDeleted');

    clock.advance(8 * DAY_MS);
    await sweep();
    expect(await eventTypes()).toMatchObject({ filesDeleted: true });
    const gone = await download(app.baseUrl, buyer.token, file.url);
    expect(gone.status).toBe(404);
    expect(gone.json?.message).toBe('This file was deleted when its contract’s archive period ended.');
    expect(await sql(app.db.url, 'select 1 from rendered_pdfs where key = any($1)', [pdfKeys])).toEqual([]);
    // A render would bring a PDF back: the contract's PDFs are refused from now on.
    const pdf = await as(app.baseUrl, buyer)('GET', `/api/agreements/${agreementId}/document.pdf`);
    expect(pdf.status).toBe(404);
    expect(pdf.body.message).toBe(ARCHIVE_MESSAGES.filesDeleted);

    const version = (await load(app, agreementId)).version;
    await sweep();
    expect((await load(app, agreementId)).version).toBe(version);
    for (const party of [buyer, seller]) expect(await deletionWarnings(party, number)).toHaveLength(1);

    expect(await verifyChainOf(app.baseUrl, buyer, agreementId)).toMatchObject({ ok: true, lastVersion: version });
    const texts = await timelineOf(seller, agreementId);
    expect(texts).toContain(
      'Samvida (contract retention) moved the contract to the archive: the plan’s storage period ended',
    );
    expect(texts).toContain(
      'Samvida (contract retention) deleted the contract’s files and PDFs: its archive period ended (its history stays)',
    );
    expect(texts).toContain('Sunil Seller (seller) remarked: “Delivery note attached”');
  });
});

// The deletion warnings `user` was sent about contract `number`.
const deletionWarnings = async (user: SignedIn, number: string) => {
  const reply = await call<{ template: string; body: string }[]>(
    app.baseUrl,
    'GET',
    `/api/dev/outbox?to=${encodeURIComponent(user.phone)}`,
  );
  return reply.body.data!.filter(
    (message) => message.template === 'archive-deletion' && message.body.includes(`contract ${number} `),
  );
};
