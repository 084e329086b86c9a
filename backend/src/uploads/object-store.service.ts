import { Inject, Injectable } from '@nestjs/common';
import { RUNTIME, type Runtime } from '../config/runtime.js';
import { objectStoreFor } from './storage/file-storage.js';

// The configured S3-compatible object store (UPLOADS_S3_*) for a feature that keeps copies there,
// each under a folder of its own; none when UPLOADS_S3_ENDPOINT is unset.
@Injectable()
export class ObjectStoreService {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  folder(name: string): { put(key: string, bytes: Buffer, mimeType: string): Promise<void> } | undefined {
    return objectStoreFor(this.runtime.env, name);
  }
}
