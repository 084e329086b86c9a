// POST api/General/upload and GET api/General/file/<id>: type by content, 1 MB, sanitised names,
// and reads only by the uploader or the parties of a stream the file is attached to.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@samvida/machines';
import { DataSource } from 'typeorm';
import { UploadSharesProjector } from '../../../backend/src/uploads/upload-shares.projector.js';
import { UploadsService } from '../../../backend/src/uploads/uploads.service.js';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { count, download, samples, sql, upload, uploaded } from './support/uploads.js';

const MB = 1024 * 1024;

describe('uploads', () => {
  let app: TestApp;
  let dataDir: string;
  let asha: SignedIn;
  let ravi: SignedIn;
  let meera: SignedIn;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'samvida-uploads-'));
    app = await createTestApp({ env: { DATA_DIR: dataDir } });
    [asha, ravi, meera] = await Promise.all([
      registerVerified(app.baseUrl),
      registerVerified(app.baseUrl),
      registerVerified(app.baseUrl),
    ]);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storedFiles = () =>
    readdirSync(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      .length;

  describe('accepted types, judged by content', () => {
    it.each([
      ['pdf', samples.pdf, 'quote.pdf', 'application/pdf', 'quote.pdf'],
      ['png', samples.png, 'site-photo.png', 'image/png', 'site-photo.png'],
      ['jpeg', samples.jpeg, 'site-photo.jpeg', 'image/jpeg', 'site-photo.jpg'],
      ['webp', samples.webp, 'logo.webp', 'image/webp', 'logo.webp'],
      ['csv', samples.csv, 'rates.csv', 'text/csv', 'rates.csv'],
      ['plain text', samples.text, 'delivery-notes.txt', 'text/plain', 'delivery-notes.txt'],
      [
        'xlsx',
        samples.xlsx,
        'invites.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'invites.xlsx',
      ],
      [
        'docx',
        samples.docx,
        'scope.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'scope.docx',
      ],
    ])('%s: stored and served back byte for byte', async (_kind, bytes, filename, mimeType, name) => {
      const { status, body } = await upload(app.baseUrl, asha.token, bytes, filename);
      expect(status).toBe(201);
      expect(body.status).toBe(1);
      const file = body.data!;
      expect(file).toEqual({
        id: expect.any(String),
        url: `/api/General/file/${file.id}`,
        name,
        mimeType,
        size: bytes.length,
      });

      const served = await download(app.baseUrl, asha.token, file.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toContain(mimeType);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.bytes.equals(bytes)).toBe(true);
    });

    it('types a file by its bytes, not its name: a PNG called .pdf is a PNG', async () => {
      const file = await uploaded(app.baseUrl, asha.token, samples.png, 'scan.pdf');
      expect(file).toMatchObject({ mimeType: 'image/png', name: 'scan.png' });
    });
  });

  describe('refused types', () => {
    it.each([
      ['a Windows program renamed .pdf', samples.exe, 'invoice.pdf'],
      ['an HTML page renamed .png', samples.html, 'photo.png'],
      ['an HTML page renamed .txt', samples.html, 'notes.txt'],
      ['an SVG renamed .png', samples.svg, 'logo.png'],
      ['a plain zip renamed .docx', samples.zip, 'scope.docx'],
      ['unknown binary renamed .csv', samples.binary, 'rates.csv'],
    ])('%s: 400, nothing stored', async (_kind, bytes, filename) => {
      const [rows, files] = [await count(app.db.url, 'uploads'), storedFiles()];
      const { status, body } = await upload(app.baseUrl, asha.token, bytes, filename);
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: 0, code: 'FILE_TYPE_NOT_ALLOWED' });
      expect(body.message).toMatch(/not allowed/);
      expect(await count(app.db.url, 'uploads')).toBe(rows);
      expect(storedFiles()).toBe(files);
    });

    it('an empty file is refused', async () => {
      const { status, body } = await upload(app.baseUrl, asha.token, Buffer.alloc(0), 'empty.txt');
      expect(status).toBe(400);
      expect(body.code).toBe('FILE_EMPTY');
    });

    it('a request without a file gets the spec message', async () => {
      const form = new FormData();
      form.append('tempName', 'nothing');
      const response = await fetch(`${app.baseUrl}/api/General/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${asha.token}` },
        body: form,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        status: 0,
        message: 'No file is added. Please select a file before adding.',
      });
    });

    it('a file under another field name is refused', async () => {
      const form = new FormData();
      form.append('document', new Blob([new Uint8Array(samples.pdf)]), 'quote.pdf');
      const response = await fetch(`${app.baseUrl}/api/General/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${asha.token}` },
        body: form,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: 0, code: 'UPLOAD_NOT_READABLE' });
    });

    it('needs a signed-in user', async () => {
      const { status } = await upload(app.baseUrl, undefined, samples.pdf, 'quote.pdf');
      expect(status).toBe(401);
    });
  });

  describe('1 MB limit', () => {
    it('accepts exactly 1 MB', async () => {
      const file = await uploaded(app.baseUrl, asha.token, Buffer.alloc(MB, 'a'), 'big.txt');
      expect(file.size).toBe(MB);
    });

    it('refuses 1 MB + 1 byte with 413 and a clear message, storing nothing', async () => {
      const [rows, files] = [await count(app.db.url, 'uploads'), storedFiles()];
      const { status, body } = await upload(app.baseUrl, asha.token, Buffer.alloc(MB + 1, 'a'), 'too-big.txt');
      expect(status).toBe(413);
      expect(body).toEqual({
        status: 0,
        code: 'FILE_TOO_LARGE',
        message: 'The file is larger than 1 MB. Please choose a smaller file.',
      });
      expect(await count(app.db.url, 'uploads')).toBe(rows);
      expect(storedFiles()).toBe(files);
    });
  });

  describe('names', () => {
    it('strips paths, markup and the claimed extension; the detected type names the extension', async () => {
      const { body } = await upload(app.baseUrl, asha.token, samples.png, 'x.png', {
        tempName: '../../etc/<script>alert(1)</script>report.pdf.exe',
      });
      expect(body.data!.name).toBe('etc_script_alert(1)_script_report.pdf.png');
      const served = await download(app.baseUrl, asha.token, body.data!.url);
      expect(served.headers.get('content-disposition')).toBe(
        `inline; filename="etc_script_alert(1)_script_report.pdf.png"; filename*=UTF-8''etc_script_alert(1)_script_report.pdf.png`,
      );
    });

    it('keeps Indian-language names, and a download is offered for text', async () => {
      const file = await uploaded(app.baseUrl, asha.token, samples.text, 'चालान मार्च.txt');
      expect(file.name).toBe('चालान मार्च.txt');
      const served = await download(app.baseUrl, asha.token, file.url);
      expect(served.headers.get('content-disposition')).toBe(
        `attachment; filename="_____ _____.txt"; filename*=UTF-8''${encodeURIComponent('चालान मार्च.txt')}`,
      );
    });

    it('names a file "file" when nothing usable is left', async () => {
      const { body } = await upload(app.baseUrl, asha.token, samples.pdf, 'x.pdf', { tempName: '<<<>>>.pdf' });
      expect(body.data!.name).toBe('file.pdf');
    });
  });

  describe('who may read', () => {
    it('the uploader reads; anyone else gets 403; an unknown id 404', async () => {
      const file = await uploaded(app.baseUrl, asha.token, samples.pdf, 'contract.pdf');
      expect((await download(app.baseUrl, asha.token, file.url)).status).toBe(200);
      const other = await download(app.baseUrl, ravi.token, file.url);
      expect(other.status).toBe(403);
      expect(other.json).toMatchObject({ code: 'UPLOAD_FORBIDDEN' });
      expect((await download(app.baseUrl, asha.token, `/api/General/file/${randomUUID()}`)).status).toBe(404);
      expect((await download(app.baseUrl, asha.token, '/api/General/file/not-an-id')).status).toBe(404);
      expect((await call(app.baseUrl, 'GET', file.url)).status).toBe(401);
    });

    it('a party of a stream the file is attached to reads it; a non-party still gets 403', async () => {
      const file = await uploaded(app.baseUrl, asha.token, samples.pdf, 'agreement-annexure.pdf');
      const streamId = `agreement-${randomUUID()}`;
      await sql(app.db.url, 'insert into upload_streams (upload_id, stream_id) values ($1, $2)', [file.id, streamId]);
      expect((await download(app.baseUrl, ravi.token, file.url)).status).toBe(403);

      await sql(
        app.db.url,
        `insert into stream_parties (stream_id, user_id, role) values ($1, $2, 'seller'), ($1, $3, 'buyer')`,
        [streamId, asha.userId, ravi.userId],
      );
      const party = await download(app.baseUrl, ravi.token, file.url);
      expect(party.status).toBe(200);
      expect(party.bytes.equals(samples.pdf)).toBe(true);
      expect((await download(app.baseUrl, meera.token, file.url)).status).toBe(403);
    });
  });

  describe('UploadsService for other features', () => {
    it('read(url, userId) gives bytes, type and name to a reader and refuses others', async () => {
      const service = app.app.get(UploadsService);
      const file = await uploaded(app.baseUrl, asha.token, samples.xlsx, 'bulk-invites.xlsx');
      await expect(service.read(`http://localhost:3000${file.url}`, asha.userId)).resolves.toEqual({
        bytes: samples.xlsx,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        name: 'bulk-invites.xlsx',
      });
      await expect(service.read(file.id, ravi.userId)).rejects.toMatchObject({
        code: 'UPLOAD_FORBIDDEN',
        kind: 'forbidden',
      });
      await expect(service.read(randomUUID(), asha.userId)).rejects.toMatchObject({
        code: 'UPLOAD_NOT_FOUND',
        kind: 'not_found',
      });
      expect(await service.canRead(file.url, asha.userId)).toBe(true);
      expect(await service.canRead(file.url, ravi.userId)).toBe(false);
    });

    it('the sharing projection links the uploads an event names to its stream, once', async () => {
      const file = await uploaded(app.baseUrl, asha.token, samples.png, 'stamp.png');
      const streamId = `agreement-${randomUUID()}`;
      const remark = {
        streamId,
        type: 'RemarkAdded',
        data: { by: 'buyer', remarkId: randomUUID(), parentId: null, text: 'See stamp', attachmentIds: [file.id] },
      } as unknown as RecordedEvent;
      const projector = app.app.get(UploadSharesProjector);
      await app.app.get(DataSource).transaction(async (manager) => {
        await projector.apply([remark], manager);
        await projector.apply([remark], manager);
      });
      expect(await sql(app.db.url, 'select upload_id from upload_streams where stream_id = $1', [streamId])).toEqual([
        { upload_id: file.id },
      ]);
    });

    it("ownedBy resolves the caller's own uploads and refuses anyone else's", async () => {
      const service = app.app.get(UploadsService);
      const mine = await uploaded(app.baseUrl, asha.token, samples.pdf, 'mine.pdf');
      const theirs = await uploaded(app.baseUrl, ravi.token, samples.pdf, 'theirs.pdf');
      expect(await service.ownedBy([mine.url, mine.id], asha.userId)).toEqual([mine]);
      await expect(service.ownedBy([mine.id, theirs.url], asha.userId)).rejects.toMatchObject({
        code: 'UNKNOWN_ATTACHMENT',
        errors: { Attachments: [theirs.url] },
      });
    });
  });
});
