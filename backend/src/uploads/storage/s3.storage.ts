import type { FileStorage } from './file-storage.js';
import { sha256Hex, signV4, type SigV4Credentials } from './sigv4.js';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

// S3-compatible object storage (AWS S3, MinIO, R2, ...) over plain fetch with SigV4, path-style
// addressing (`<endpoint>/<bucket>/<folder>/<key>`, uploads by default), so no SDK is needed.
export class S3Storage implements FileStorage {
  private readonly credentials: SigV4Credentials;

  constructor(
    private readonly settings: S3Settings,
    private readonly folder = 'uploads',
  ) {
    this.credentials = { ...settings, service: 's3' };
  }

  async put(key: string, bytes: Buffer, mimeType: string): Promise<void> {
    await this.send('PUT', key, bytes, { 'content-type': mimeType });
  }

  async get(key: string): Promise<Buffer> {
    const response = await this.send('GET', key);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    await this.send('DELETE', key);
  }

  private async send(
    method: string,
    key: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const url = new URL(`${this.settings.endpoint.replace(/\/+$/, '')}/${this.settings.bucket}/${this.folder}/${key}`);
    const signed = signV4({ method, url, headers, payloadHash: sha256Hex(body ?? '') }, this.credentials, new Date());
    const { host: _host, ...sent } = signed;
    const response = await fetch(url, { method, headers: sent, body: body ? new Uint8Array(body) : undefined });
    if (!response.ok) {
      throw new Error(`object storage ${method} ${url.pathname} failed: ${response.status} ${await response.text()}`);
    }
    return response;
  }
}
