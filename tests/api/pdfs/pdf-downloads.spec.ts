// PDF downloads (issue 36): each document is rendered once per content, on the worker pool, and
// served from the store afterwards, byte for byte; a user renders one PDF at a time, and a further
// render of theirs is refused with 503 and Retry-After while other users' downloads go on.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { PdfPool } from '../../../backend/src/common/pdf/pdf-pool.js';
import type { PdfJob } from '../../../backend/src/common/pdf/pdf-renderers.js';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import { as, parties, sendContract, type SignedIn } from '../agreements/support/agreements.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { documentPart } from '../../backend/pdf/support/pdfsig.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('PDF downloads', () => {
  let app: TestApp;
  let store: pg.Client;
  let buyer: SignedIn;
  let seller: SignedIn;
  let agreementId: string;
  let recordedHash: string;
  // Every job the pool was asked to render, in order.
  const rendered: PdfJob['kind'][] = [];
  // While set, the next render waits for it (and says so through `entered`).
  let hold: { entered: () => void; released: Promise<void> } | undefined;

  async function download(user: SignedIn, path: string) {
    const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${user.token}` } });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, retryAfter: response.headers.get('retry-after'), bytes };
  }

  const storedKeys = async (prefix: string) =>
    (await store.query('select key from rendered_pdfs where key like $1', [`${prefix}:%`])).rows.map((r) => r.key);

  beforeAll(async () => {
    app = await createTestApp();
    store = new pg.Client({ connectionString: app.db.url });
    await store.connect();
    const pool = app.app.get(PdfPool);
    const render = pool.render.bind(pool);
    pool.render = async (job) => {
      rendered.push(job.kind);
      const held = hold;
      hold = undefined;
      if (held) {
        held.entered();
        await held.released;
      }
      return render(job);
    };
    ({ buyer, seller } = await parties(app.baseUrl));
    agreementId = (await sendContract(app.baseUrl, buyer, seller.phone)).id;
    const { state } = await app.app.get(StreamWriter).current('agreement', agreementId);
    for (const ItemId of Object.keys(state.items))
      await as(app.baseUrl, seller)('POST', '/api/Business/AcceptItem', { AgreementId: agreementId, ItemId });
    for (const TermId of Object.keys(state.terms))
      await as(app.baseUrl, seller)('POST', '/api/Business/AcceptTerm', { AgreementId: agreementId, TermId });
    const fixed = await as(app.baseUrl, buyer)<{ Hash: string }>('POST', `/api/agreements/${agreementId}/document`);
    expect(fixed.status).toBe(200);
    recordedHash = fixed.body.data!.Hash;
  });

  afterAll(async () => {
    await store?.end();
    await app?.close();
  });

  it('renders the contract document once, when it is fixed, and serves every download from the store', async () => {
    expect(rendered).toEqual(['contract-document']);
    expect(await storedKeys('contract-document')).toHaveLength(1);
    const first = await download(buyer, `/api/agreements/${agreementId}/document.pdf`);
    const second = await download(seller, `/api/agreements/${agreementId}/document.pdf?version=1`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(sha256(documentPart(first.bytes))).toBe(recordedHash);
    expect(rendered).toEqual(['contract-document']);
  });

  it('renders the certificate and the audit report on their first download only', async () => {
    for (let round = 0; round < 2; round++) {
      expect((await download(buyer, `/api/agreements/${agreementId}/certificate.pdf`)).status).toBe(200);
      expect((await download(seller, `/api/Audit/Report?agId=${agreementId}`)).status).toBe(200);
    }
    expect(rendered.slice(1)).toEqual(['signing-certificate', 'audit-report']);
    // Every PDF of a contract is stored under its id, so it leaves with the contract's files.
    const keys = [...(await storedKeys('signing-certificate')), ...(await storedKeys('audit-report'))];
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key.split(':')[2]).toBe(agreementId);
  });

  it('renders the contract document again, to the recorded document, once the store was emptied', async () => {
    await store.query('delete from rendered_pdfs');
    rendered.length = 0;
    const again = await download(seller, `/api/agreements/${agreementId}/document.pdf`);
    expect([again.status, sha256(documentPart(again.bytes))]).toEqual([200, recordedHash]);
    expect(rendered).toEqual(['contract-document']);
  });

  it("refuses a user's second render while their first runs (503, Retry-After), and serves other users", async () => {
    await store.query('delete from rendered_pdfs');
    let entered!: () => void;
    let release!: () => void;
    const inRender = new Promise<void>((resolve) => (entered = resolve));
    hold = { entered, released: new Promise<void>((resolve) => (release = resolve)) };
    const first = download(buyer, `/api/agreements/${agreementId}/certificate.pdf`);
    await inRender;

    const second = await download(buyer, `/api/Audit/Report?agId=${agreementId}`);
    expect([second.status, second.retryAfter]).toEqual([503, '1']);
    expect(JSON.parse(second.bytes.toString())).toMatchObject({
      status: 0,
      code: 'PDF_BUSY',
      message: 'Another PDF of yours is being prepared. Please try again in a moment.',
    });
    const other = await download(seller, `/api/Audit/Report?agId=${agreementId}`);
    expect(other.status).toBe(200);
    expect(other.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    release();
    expect((await first).status).toBe(200);
  });
});
