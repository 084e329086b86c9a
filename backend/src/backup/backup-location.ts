import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Env } from '../config/env.schema.js';
import { objectStoreFor } from '../uploads/storage/file-storage.js';
import { BackupError } from './backup.errors.js';
import { insideDataDir } from './data-dir-files.js';

// A backup file on this machine, or an object under `backups/` in the object store the uploads
// use (UPLOADS_S3_*).
export type BackupLocation = { kind: 'file'; path: string } | { kind: 'object-store'; name: string };

const OBJECT_STORE_FLAG = '--object-store';
const DEFAULT_FOLDER = 'backups';

// An object's name: one path segment of plain characters.
const OBJECT_NAME = /^[\w.-]{1,200}$/;

const objectNamed = (name: string): BackupLocation => {
  if (!OBJECT_NAME.test(name) || name.startsWith('.')) {
    throw new BackupError(`"${name}" is not a backup name: use letters, digits, dots, dashes and underscores.`);
  }
  return { kind: 'object-store', name };
};

// `samvida-backup-20261201T020000Z.jsonl.gz`: names sort by time.
export const backupName = (now: Date): string =>
  `samvida-backup-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.jsonl.gz`;

// Where `npm run backup -- [<file or folder/> | --object-store [<name>]]` writes: a new file in
// the folder (an existing one, or a path ending in `/`; ./backups by default), or that file.
export function backupTarget(args: readonly string[], now: Date): BackupLocation {
  if (args[0] === OBJECT_STORE_FLAG) return objectNamed(args[1] ?? backupName(now));
  const given = args[0] ?? DEFAULT_FOLDER;
  const folder = args[0] === undefined || given.endsWith('/') || (existsSync(given) && statSync(given).isDirectory());
  return { kind: 'file', path: path.resolve(folder ? path.join(given, backupName(now)) : given) };
}

// What `npm run restore -- <file> | --object-store <name>` reads.
export function restoreSource(args: readonly string[]): BackupLocation {
  if (args[0] === OBJECT_STORE_FLAG && args[1]) return objectNamed(args[1]);
  if (args[0] && args[0] !== OBJECT_STORE_FLAG) return { kind: 'file', path: path.resolve(args[0]) };
  throw new BackupError('Name the backup to restore: npm run restore -- <file>, or -- --object-store <name>.');
}

export const describeLocation = (location: BackupLocation): string =>
  location.kind === 'file' ? location.path : `object store: backups/${location.name}`;

// Refuses a place a backup cannot go, before any work: inside DATA_DIR (which it copies), or the
// object store when none is configured.
export function checkBackupTarget(env: Env, location: BackupLocation): void {
  if (location.kind === 'object-store') objectStoreOf(env);
  else if (insideDataDir(env.DATA_DIR, location.path)) {
    throw new BackupError('Write backups outside DATA_DIR: DATA_DIR is part of what they copy.');
  }
}

// Writes the backup with `write(file)` and puts it where `location` says. A file is written
// beside its final name and renamed (the writer does that); an object goes up once whole.
export async function saveBackup(
  env: Env,
  location: BackupLocation,
  write: (file: string) => Promise<void>,
): Promise<void> {
  if (location.kind === 'file') {
    await mkdir(path.dirname(location.path), { recursive: true });
    return write(location.path);
  }
  const store = objectStoreOf(env);
  const folder = await mkdtemp(path.join(tmpdir(), 'samvida-backup-'));
  try {
    const file = path.join(folder, location.name);
    await write(file);
    await store.put(location.name, await readFile(file), 'application/gzip');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

// Runs `use` on the backup at `location` as a local file (an object is fetched first).
export async function withBackupFile<T>(
  env: Env,
  location: BackupLocation,
  use: (file: string) => Promise<T>,
): Promise<T> {
  if (location.kind === 'file') {
    if (!existsSync(location.path)) throw new BackupError(`There is no backup at ${location.path}.`);
    return use(location.path);
  }
  const store = objectStoreOf(env);
  const folder = await mkdtemp(path.join(tmpdir(), 'samvida-restore-'));
  try {
    const file = path.join(folder, 'backup.jsonl.gz');
    const bytes = await store.get(location.name).catch((cause: unknown) => {
      throw new BackupError(`The object store has no backup named ${location.name}.`, { cause });
    });
    await writeFile(file, bytes, { mode: 0o600 });
    return await use(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function objectStoreOf(env: Env) {
  const store = objectStoreFor(env, DEFAULT_FOLDER);
  if (!store)
    throw new BackupError(
      '--object-store needs the object store configured: set UPLOADS_S3_ENDPOINT and the other UPLOADS_S3_* settings.',
    );
  return store;
}
