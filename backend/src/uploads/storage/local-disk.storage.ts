import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage.js';

// Files on the local disk, fanned out by the first two characters of the key.
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file; a write that fails (a full disk)
    // leaves nothing behind.
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  get(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    // Keys are server-made uuids; refuse anything else rather than trust it near the file system.
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }
}
