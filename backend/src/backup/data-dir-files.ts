import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './backup.errors.js';

// Bounds on what a backup takes from DATA_DIR: keys and logs are small; anything past these is
// not what the folder is for.
const MAX_FILES = 1_000;
const MAX_FILE_BYTES = 64 * 1024 * 1024;

export interface DataDirFile {
  // Relative to DATA_DIR, with `/` between folders.
  path: string;
  bytes: Buffer;
}

export const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

// The files of DATA_DIR a backup carries: the generated keys and whatever else the server keeps
// there (signing certificates, the signed-head log), found by walking the folder rather than by
// name. Left out: folders holding a PostgreSQL cluster (the embedded database), `uploads` (copied
// by their rows from whichever storage holds them) and files still being written.
export async function readDataDirFiles(dataDir: string): Promise<DataDirFile[]> {
  const root = path.resolve(dataDir);
  if (!existsSync(root)) return [];
  const uploads = path.join(root, 'uploads');
  const found: DataDirFile[] = [];
  const walk = async (folder: string): Promise<void> => {
    if (folder === uploads || existsSync(path.join(folder, 'PG_VERSION'))) return;
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && !entry.name.endsWith('.partial')) {
        if (found.length >= MAX_FILES) throw new BackupError(`DATA_DIR holds more than ${MAX_FILES} files to back up.`);
        if ((await stat(full)).size > MAX_FILE_BYTES) {
          throw new BackupError(
            `${full} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB; DATA_DIR is for keys and logs.`,
          );
        }
        found.push({ path: path.relative(root, full).split(path.sep).join('/'), bytes: await readFile(full) });
      }
    }
  };
  await walk(root);
  return found;
}

// Whether `file` lies inside `dataDir`.
export const insideDataDir = (dataDir: string, file: string): boolean =>
  path.resolve(file).startsWith(`${path.resolve(dataDir)}${path.sep}`);

// Where a backed-up file goes in `dataDir`; refuses a path that would leave it.
function targetOf(dataDir: string, relative: string): string {
  const target = path.resolve(dataDir, relative);
  if (path.isAbsolute(relative) || !insideDataDir(dataDir, target)) {
    throw new BackupError(`The backup names a file outside DATA_DIR (${relative}); it was not made by Samvida.`);
  }
  return target;
}

// The backed-up files that `dataDir` already holds with other content: a restore would replace a
// key the existing data was signed with, so it stops instead.
export function conflictingFiles(dataDir: string, files: readonly { path: string; sha256: string }[]): string[] {
  return files
    .filter((file) => {
      const target = targetOf(dataDir, file.path);
      return existsSync(target) && sha256Of(readFileSync(target)) !== file.sha256;
    })
    .map((file) => file.path);
}

// Writes one backed-up file into `dataDir`, whole or not at all, readable by its owner only.
export async function writeDataDirFile(dataDir: string, file: DataDirFile): Promise<void> {
  const target = targetOf(dataDir, file.path);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${randomUUID()}.partial`;
  await writeFile(partial, file.bytes, { mode: 0o600 });
  await rename(partial, target);
}
