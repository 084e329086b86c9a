import path from 'node:path';
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
export function createFileStorage(runtime: Runtime): FileStorage {
  const { env } = runtime;
  if (env.UPLOADS_S3_ENDPOINT) {
    return new S3Storage({
      endpoint: env.UPLOADS_S3_ENDPOINT,
      bucket: env.UPLOADS_S3_BUCKET!,
      region: env.UPLOADS_S3_REGION,
      accessKeyId: env.UPLOADS_S3_ACCESS_KEY_ID!,
      secretAccessKey: env.UPLOADS_S3_SECRET_ACCESS_KEY!,
    });
  }
  return new LocalDiskStorage(path.resolve(env.DATA_DIR, 'uploads'));
}
