// The disk holding DATA_DIR fills up during an upload: the uploader gets a plain 503, and nothing
// is half-written (no file, no partial file, no row); once there is room again uploads work.
// DATA_DIR is a small tmpfs mounted for the suite, a real file system that runs out of space.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { count, download, samples, upload, uploaded } from './support/uploads.js';

const TMPFS_KIB = 512;

/** A tmpfs of TMPFS_KIB mounted on a new folder, or why one could not be mounted here. */
function mountSmallDisk(): { folder: string } | { reason: string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'samvida-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_KIB}k,mode=0755`, 'tmpfs', folder], { stdio: 'pipe' });
    return { folder };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    const detail = (error as { stderr?: Buffer }).stderr?.toString().trim() || String(error);
    return { reason: `mounting a ${TMPFS_KIB} KiB tmpfs needs root (CAP_SYS_ADMIN): ${detail}` };
  }
}

const disk = mountSmallDisk();
if ('reason' in disk) process.stdout.write(`\n[skipped] disk full during an upload: ${disk.reason}\n`);

/** Every file under `folder`, as paths relative to it. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();

('folder' in disk ? describe : describe.skip)('an upload when the disk of DATA_DIR is full', () => {
  const dataDir = 'folder' in disk ? disk.folder : '';
  let app: TestApp;
  let asha: SignedIn;

  beforeAll(async () => {
    chmodSync(dataDir, 0o755);
    app = await createTestApp({ env: { DATA_DIR: dataDir } });
    asha = await registerVerified(app.baseUrl);
  });

  afterAll(async () => {
    await app?.close();
    execFileSync('umount', [dataDir]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a plain 503, leaves no file, partial file or row, and takes uploads again once there is room', async () => {
    const before = filesUnder(dataDir);
    const free = statfsSync(dataDir).bavail * statfsSync(dataDir).bsize;
    // Plain text larger than the room left on the disk, within the 1 MB limit.
    const large = Buffer.from(samples.text.toString().repeat(Math.ceil((free + 64 * 1024) / samples.text.length)));
    expect(large.length).toBeLessThan(1024 * 1024);

    const refused = await upload(app.baseUrl, asha.token, large, 'delivery-notes.txt');
    expect([refused.status, refused.body]).toEqual([
      503,
      {
        status: 0,
        code: 'STORAGE_FULL',
        message: 'There is no room to store files right now. Please try again later.',
      },
    ]);
    expect(filesUnder(dataDir)).toEqual(before);
    expect(statfsSync(dataDir).bavail * statfsSync(dataDir).bsize).toBe(free);
    expect(await count(app.db.url, 'uploads')).toBe(0);

    // A file that fits is stored and read back whole.
    const file = await uploaded(app.baseUrl, asha.token, samples.text, 'delivery.txt');
    const read = await download(app.baseUrl, asha.token, file.url);
    expect([read.status, read.bytes.equals(samples.text)]).toEqual([200, true]);
  });
});
