import path from 'node:path';
import type { Env } from '../../config/env.schema.js';
import type { Runtime } from '../../config/runtime.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { S3Storage } from './s3.storage.js';

// Where uploaded bytes are kept; the uploads table holds everything else.
export abstract class FileStorage {
  abstract put(key: string, bytes: Buffer, mimeType: string): Promise<void>;
  abstract get(key: string): Promise<Buffer>;
  abstract delete(key: string): Promise<void>;
}

// S3-compatible object storage when UPLOADS_S3_ENDPOINT is set, else DATA_DIR/uploads.
export const createFileStorage = (runtime: Runtime): FileStorage => fileStorageFor(runtime.env);

export function fileStorageFor(env: Env): FileStorage {
  return objectStoreFor(env, 'uploads') ?? new LocalDiskStorage(path.resolve(env.DATA_DIR, 'uploads'));
}

// The configured object store's objects under `folder` (uploads, backups), or undefined when
// UPLOADS_S3_ENDPOINT is unset.
export function objectStoreFor(env: Env, folder: string): S3Storage | undefined {
  if (!env.UPLOADS_S3_ENDPOINT) return undefined;
  return new S3Storage(
    {
      endpoint: env.UPLOADS_S3_ENDPOINT,
      bucket: env.UPLOADS_S3_BUCKET!,
      region: env.UPLOADS_S3_REGION,
      accessKeyId: env.UPLOADS_S3_ACCESS_KEY_ID!,
      secretAccessKey: env.UPLOADS_S3_SECRET_ACCESS_KEY!,
    },
    folder,
  );
}
