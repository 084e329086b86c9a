// `npm run backup` and `npm run restore`: a source with contracts at every stage is backed up and
// restored into a new database on a PostgreSQL server of its own (whose transaction ids start
// afresh, as on a new machine). The restored one holds the same: every table value by value, the
// Merkle root and the signed tree heads, the uploads and DATA_DIR's keys; and it goes on working.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { verifyTreeHead, type SignedTreeHead } from '@samvida/machines';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { leafHashOf, MerkleTree } from '../../../backend/src/audit/merkle/merkle-tree.js';
import { createBackup } from '../../../backend/src/backup/create-backup/create-backup.js';
import { restoreBackup } from '../../../backend/src/backup/restore-backup/restore-backup.js';
import { ensureDatabase } from '../../../backend/src/database/embedded-postgres.js';
import { adminUrlOf, withDatabase } from '../../setup/database-admin.js';
import { startPrivatePostgres, type PrivatePostgres } from '../../setup/private-postgres.js';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { controlClock, registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { as, sendContract } from '../agreements/support/agreements.js';
import { publishRfq } from '../agreements/support/rfq.js';
import { activeContract, creditedInvoice, registerWithGstin } from '../invoices/support/contracts.js';
import { differences, READ_MODELS, settled, snapshot } from '../projections/support/read-models.js';
import { signByBoth } from '../signatures/support/signing.js';
import { startStandInS3 } from '../uploads/support/stand-in-s3.js';
import { download, samples, sql, uploaded, type UploadedFile } from '../uploads/support/uploads.js';

// Besides the read models, every table but these is compared: TypeORM's record of the migrations
// and the projections' checkpoints (which carry the time they were written; their positions are
// compared on their own), and the rendered PDFs, a cache a backup leaves out.
const NOT_COMPARED = ['migrations', 'projection_checkpoints', 'rendered_pdfs'];

// What `npm run backup` / `npm run restore` read from the environment, for one database and DATA_DIR.
const settingsFor = (databaseUrl: string, dataDir: string): NodeJS.ProcessEnv => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
});

const quiet = () => undefined;
const newFolder = (name: string) => mkdtempSync(path.join(tmpdir(), `samvida-${name}-`));

describe('backup and restore', () => {
  let source: TestApp;
  let sourceDir: string;
  let cluster: PrivatePostgres;
  let backupDir: string;
  let seller: SignedIn;
  let buyer: SignedIn;
  let negotiatingId: string;
  let stamp: UploadedFile;
  const folders: string[] = [];

  // A new, empty database on the private server.
  async function newDatabase(name: string): Promise<string> {
    await ensureDatabase(adminUrlOf(cluster.url), name);
    return withDatabase(cluster.url, name);
  }

  beforeAll(async () => {
    sourceDir = newFolder('backup-source');
    backupDir = newFolder('backups');
    folders.push(sourceDir, backupDir);
    source = await createTestApp({ env: { DATA_DIR: sourceDir } });
    [seller, buyer] = await Promise.all([
      registerWithGstin(source, 'Sunil Seller', '27'),
      registerWithGstin(source, 'Bina Buyer', '27'),
    ]);
    const clock = controlClock(source);
    // In negotiation, with a remark carrying an upload.
    negotiatingId = (await sendContract(source.baseUrl, buyer, seller.phone)).id;
    stamp = await uploaded(source.baseUrl, seller.token, samples.png, 'stamp.png');
    const remark = await as(source.baseUrl, seller)('POST', '/api/Business/RemarkAgreement', {
      AgreementId: negotiatingId,
      RemarkText: 'See our stamp',
      Attachments: [stamp.id],
    });
    expect(remark.status).toBe(200);
    // Signed by both, started, invoiced, numbered and credited.
    const contract = await activeContract(source, seller, buyer, {
      sign: (agreementId) => signByBoth(source, { buyer, seller, clock }, agreementId),
    });
    await creditedInvoice(source, { seller, buyer }, contract, [
      { AgItemId: contract.laptopId, QuantityDelivered: 2, Rate: '100.00' },
      { AgItemId: contract.mouseId, QuantityDelivered: 1, Rate: '10.25' },
    ]);
    // An RFQ with a seller invited.
    await publishRfq(source.baseUrl, buyer, seller.phone);
    await settled(source);
    // A signed tree head over everything so far.
    expect((await call(source.baseUrl, 'GET', '/api/Audit/TreeHead')).status).toBe(200);
    cluster = await startPrivatePostgres();
  }, 180_000);

  afterAll(async () => {
    await source?.close();
    await cluster?.destroy();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** Every table of the source's schema that is compared after a restore. */
  async function comparedTables(): Promise<string[]> {
    const rows = await sql<{ name: string }>(
      source.db.url,
      `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    return rows.map((row) => row.name).filter((name) => !NOT_COMPARED.includes(name));
  }

  const checkpoints = (url: string) =>
    sql(url, 'select projection, position from projection_checkpoints order by projection');

  async function backUp(name: string): Promise<string> {
    const file = path.join(backupDir, name);
    await createBackup(settingsFor(source.db.url, sourceDir), { kind: 'file', path: file }, quiet);
    return file;
  }

  it('restores into a new database every table, the Merkle root, the signed heads, the uploads and the keys', async () => {
    const file = await backUp('nightly.jsonl.gz');
    const targetDir = newFolder('restored');
    folders.push(targetDir);
    const restored = await restoreBackup(settingsFor(cluster.url, targetDir), { kind: 'file', path: file }, quiet);

    const sourceHead = Number(
      (await sql<{ max: string }>(source.db.url, 'select max(global_position) from event_store_events'))[0]!.max,
    );
    expect(restored.head).toBe(sourceHead);
    const tables = await comparedTables();
    expect(tables).toEqual(
      expect.arrayContaining([...READ_MODELS, 'event_store_events', 'users', 'signed_tree_heads']),
    );
    expect(differences(await snapshot(source.db.url, tables), await snapshot(cluster.url, tables))).toEqual([]);
    expect(await checkpoints(cluster.url)).toEqual(await checkpoints(source.db.url));
    // DATA_DIR's files (the audit signing key and the signed-head log among them), byte for byte.
    for (const name of readdirSync(sourceDir).filter((entry) => entry !== 'uploads')) {
      expect([name, readFileSync(path.join(targetDir, name)).equals(readFileSync(path.join(sourceDir, name)))]).toEqual(
        [name, true],
      );
    }

    // The Merkle root of the restored leaves is the root every signed head signed.
    const heads = await sql<{ tree_size: number; root_hash: string }>(
      cluster.url,
      'select tree_size, root_hash from signed_tree_heads',
    );
    const leaves = await sql<{ event_hash: string }>(
      cluster.url,
      'select event_hash from merkle_leaves order by leaf_index',
    );
    expect(heads.length).toBeGreaterThan(0);
    for (const head of heads) {
      const root = new MerkleTree(leaves.slice(0, head.tree_size).map((leaf) => leafHashOf(leaf.event_hash))).root();
      expect(root.toString('hex')).toBe(head.root_hash);
    }

    const app = await createTestApp({
      db: { url: cluster.url, drop: async () => undefined },
      env: { DATA_DIR: targetDir },
    });
    try {
      // The restored server serves the same signed heads, under the same published key.
      const publicKey = (await call<{ publicKey: string }>(app.baseUrl, 'GET', '/api/Audit/PublicKey')).body.data!
        .publicKey;
      expect((await call(source.baseUrl, 'GET', '/api/Audit/PublicKey')).body.data).toEqual({
        algorithm: 'Ed25519',
        publicKey,
      });
      for (const { tree_size: size } of heads) {
        const served = await call<SignedTreeHead>(app.baseUrl, 'GET', `/api/Audit/TreeHead?size=${size}`);
        expect(served.body.data).toEqual(
          (await call(source.baseUrl, 'GET', `/api/Audit/TreeHead?size=${size}`)).body.data,
        );
        expect(await verifyTreeHead(served.body.data!, publicKey)).toBe(true);
      }
      // The uploaded file comes back, to the party of the contract it is attached to.
      const file = await download(app.baseUrl, buyer.token, stamp.url);
      expect([file.status, file.bytes.equals(Buffer.from(samples.png))]).toEqual([200, true]);
      // New events follow the restored ones and show at once.
      const reply = await as(app.baseUrl, buyer)('POST', '/api/Business/RemarkAgreement', {
        AgreementId: negotiatingId,
        RemarkText: 'After the restore',
      });
      expect(reply.status).toBe(200);
      const [added] = await sql<{ position: string }>(
        cluster.url,
        `select global_position::text as position from event_store_events where stream_id = $1 order by stream_version desc limit 1`,
        [`agreement-${negotiatingId}`],
      );
      expect(BigInt(added!.position)).toBeGreaterThan(BigInt(sourceHead));
      const detail = await as(app.baseUrl, seller)<{ communication: { description: string }[] }>(
        'GET',
        `/api/Business/GetUserAgreementDetail?agreementId=${negotiatingId}`,
      );
      expect(detail.body.data!.communication.map((entry) => entry.description)).toEqual([
        'See our stamp',
        'After the restore',
      ]);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses a database that holds data, and changes nothing', async () => {
    await expect(backUp(path.relative(backupDir, path.join(sourceDir, 'inside.jsonl.gz')))).rejects.toThrow(
      'Write backups outside DATA_DIR: DATA_DIR is part of what they copy.',
    );
    const file = await backUp('again.jsonl.gz');
    const targetDir = newFolder('refused');
    folders.push(targetDir);
    const before = await snapshot(source.db.url, ['event_store_events', 'users']);
    await expect(
      restoreBackup(settingsFor(source.db.url, targetDir), { kind: 'file', path: file }, quiet),
    ).rejects.toThrow(
      `The database is not empty (it holds ${before.get('event_store_events')!.size} events and ${before.get('users')!.size} accounts): restore only into a new, empty database.`,
    );
    expect(differences(before, await snapshot(source.db.url, ['event_store_events', 'users']))).toEqual([]);
    expect(readdirSync(targetDir)).toEqual([]);
  }, 60_000);

  it('refuses a backup cut short or changed, or a DATA_DIR holding other keys, before touching anything', async () => {
    const file = await backUp('whole.jsonl.gz');
    const cut = path.join(backupDir, 'cut.jsonl.gz');
    const bytes = readFileSync(file);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    // One digit of one amount changed, the file compressed again.
    const changed = path.join(backupDir, 'changed.jsonl.gz');
    const text = gunzipSync(bytes).toString('utf8');
    const amount = /"100\.00"/.exec(text)!;
    writeFileSync(
      changed,
      gzipSync(`${text.slice(0, amount.index)}"900.00"${text.slice(amount.index + amount[0].length)}`),
    );

    const url = await newDatabase('samvida_untouched');
    const targetDir = newFolder('untouched');
    folders.push(targetDir);
    const restore = (backup: string) =>
      restoreBackup(settingsFor(url, targetDir), { kind: 'file', path: backup }, quiet);
    await expect(restore(cut)).rejects.toThrow(/^The backup file is damaged or incomplete: /);
    await expect(restore(changed)).rejects.toThrow(
      /^The backup file is damaged: its checksums do not match \(table \w+\)\.$/,
    );
    await expect(restore(path.join(backupDir, 'missing.jsonl.gz'))).rejects.toThrow(
      `There is no backup at ${path.join(backupDir, 'missing.jsonl.gz')}.`,
    );
    expect(readdirSync(targetDir)).toEqual([]);
    // A DATA_DIR with another audit key: the restored heads would not verify under it.
    const otherKeys = newFolder('other-keys');
    folders.push(otherKeys);
    writeFileSync(path.join(otherKeys, 'audit-ed25519.pem'), 'another key');
    await expect(restoreBackup(settingsFor(url, otherKeys), { kind: 'file', path: file }, quiet)).rejects.toThrow(
      `DATA_DIR (${otherKeys}) already holds other audit-ed25519.pem: restore into an empty DATA_DIR, or move those files away first.`,
    );
    expect(readdirSync(otherKeys)).toEqual(['audit-ed25519.pem']);
    expect(await sql(url, `select table_name from information_schema.tables where table_schema = 'public'`)).toEqual(
      [],
    );
    // EventStoreDB is backed up with its own tools.
    await expect(
      restoreBackup(
        { ...settingsFor(url, targetDir), EVENTSTORE_URL: 'esdb://127.0.0.1:1?tls=false' },
        { kind: 'file', path: file },
        quiet,
      ),
    ).rejects.toThrow(/^EVENTSTORE_URL is set, so the events live in EventStoreDB: back it up with its own tools\./);
  }, 60_000);

  it('copies one instant while commands go on: every stream restored whole, its head on its last event', async () => {
    // Remarks go on, one after another, from before the backup starts until after it is written.
    const sent: string[] = [];
    let backedUp = false;
    const writing = (async () => {
      while (!backedUp || sent.length === 0) {
        const RemarkText = `While backing up ${sent.length + 1}`;
        const reply = await as(source.baseUrl, buyer)('POST', '/api/Business/RemarkAgreement', {
          AgreementId: negotiatingId,
          RemarkText,
        });
        expect(reply.status).toBe(200);
        sent.push(RemarkText);
      }
    })();
    const file = await backUp('busy.jsonl.gz');
    backedUp = true;
    await writing;

    const url = await newDatabase('samvida_busy');
    const targetDir = newFolder('busy');
    folders.push(targetDir);
    await restoreBackup(settingsFor(url, targetDir), { kind: 'file', path: file }, quiet);
    // Each stream's head names its last event's version and hash, and every command its events.
    const torn = await sql(
      url,
      `select s.stream_id from event_store_streams s
         left join lateral (select stream_version, hash from event_store_events e
                             where e.stream_id = s.stream_id order by stream_version desc limit 1) last on true
        where last.stream_version is distinct from s.version or last.hash is distinct from s.last_hash
           or (select count(*) from event_store_events e where e.stream_id = s.stream_id) <> s.version
       union all
       select command_id from event_store_commands c
        where not exists (select 1 from event_store_events e where e.global_position = c.global_position)`,
    );
    expect(torn).toEqual([]);
    // The remarks restored are the first ones sent, in order, each once; some came after the copy.
    const restoredRemarks = (
      await sql<{ text: string }>(
        url,
        `select data->>'text' as text from event_store_events
          where stream_id = $1 and type = 'RemarkAdded' and data->>'text' like 'While backing up %'
          order by stream_version`,
        [`agreement-${negotiatingId}`],
      )
    ).map((row) => row.text);
    expect(restoredRemarks).toEqual(sent.slice(0, restoredRemarks.length));
    expect(restoredRemarks.length).toBeLessThan(sent.length);
  }, 120_000);

  it('writes the backup to the object store and restores from it, the uploads put back', async () => {
    const s3 = await startStandInS3();
    const dataDir = newFolder('object-store-source');
    const targetDir = newFolder('object-store-restored');
    folders.push(dataDir, targetDir);
    const app = await createTestApp({ env: { DATA_DIR: dataDir, ...s3.env } });
    try {
      const owner = await registerVerified(app.baseUrl);
      const rateCard = await uploaded(app.baseUrl, owner.token, samples.pdf, 'rate-card.pdf');
      // An upload whose bytes the store lost: the backup goes on and names it.
      const lost = await uploaded(app.baseUrl, owner.token, samples.png, 'lost.png');
      s3.objects.delete(`/samvida-uploads/uploads/${lost.id}`);
      const backup = { kind: 'object-store', name: 'nightly.jsonl.gz' } as const;
      const summary = await createBackup({ ...settingsFor(app.db.url, dataDir), ...s3.env }, backup, quiet);
      expect([summary.uploads, summary.missingUploads]).toEqual([1, [lost.id]]);
      // As after losing the bucket's uploads: only the backup is left in it.
      for (const key of [...s3.objects.keys()])
        if (!key.startsWith('/samvida-uploads/backups/')) s3.objects.delete(key);
      expect([...s3.objects.keys()]).toEqual(['/samvida-uploads/backups/nightly.jsonl.gz']);

      const url = await newDatabase('samvida_from_object_store');
      const restored = await restoreBackup({ ...settingsFor(url, targetDir), ...s3.env }, backup, quiet);
      expect(restored.uploads).toBe(1);
      const again = await createTestApp({
        db: { url, drop: async () => undefined },
        env: { DATA_DIR: targetDir, ...s3.env },
      });
      try {
        const file = await download(again.baseUrl, owner.token, rateCard.url);
        expect([file.status, file.bytes.equals(samples.pdf)]).toEqual([200, true]);
      } finally {
        await again.close();
      }
      await expect(
        restoreBackup(
          { ...settingsFor(url, targetDir), ...s3.env },
          { kind: 'object-store', name: 'nothing.jsonl.gz' },
          quiet,
        ),
      ).rejects.toThrow('The object store has no backup named nothing.jsonl.gz.');
    } finally {
      await app.close();
      await s3.close();
    }
  }, 120_000);
});
