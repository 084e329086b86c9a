// Uploads in S3-compatible object storage (UPLOADS_S3_*): SigV4 signing checked against AWS's
// published example, and the whole upload/read path against a stand-in S3 server.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseEnv } from '../../../backend/src/config/env.schema.js';
import { signV4 } from '../../../backend/src/uploads/storage/sigv4.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { download, samples, uploaded } from './support/uploads.js';

describe('SigV4 signing', () => {
  it("reproduces AWS's documented signature for GET /test.txt (S3 SigV4 example)", () => {
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
        service: 's3',
      },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });
});

describe('configuration', () => {
  it('names every missing S3 setting at boot', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', UPLOADS_S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com' })).toThrow(
      /UPLOADS_S3_BUCKET: required when UPLOADS_S3_ENDPOINT is set\n {2}UPLOADS_S3_ACCESS_KEY_ID: required[^\n]*\n {2}UPLOADS_S3_SECRET_ACCESS_KEY: required/,
    );
  });
});

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

describe('uploads in S3-compatible storage', () => {
  const objects = new Map<string, Buffer>();
  const received: Received[] = [];
  let s3: Server;
  let app: TestApp;
  let dataDir: string;
  let asha: SignedIn;

  beforeAll(async () => {
    s3 = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        received.push({ method: request.method!, path: request.url!, headers: request.headers, body });
        // Like S3: refuse anything unsigned or whose body does not match its declared hash.
        const signed =
          /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/ap-south-1\/s3\/aws4_request,SignedHeaders=[a-z0-9;-]+,Signature=[0-9a-f]{64}$/;
        const hash = createHash('sha256').update(body).digest('hex');
        if (!signed.test(request.headers.authorization ?? '') || request.headers['x-amz-content-sha256'] !== hash) {
          response.writeHead(403).end('SignatureDoesNotMatch');
        } else if (request.method === 'PUT') {
          objects.set(request.url!, body);
          response.writeHead(200).end();
        } else if (request.method === 'GET' && objects.has(request.url!)) {
          response.writeHead(200, { 'content-type': 'binary/octet-stream' }).end(objects.get(request.url!));
        } else {
          response.writeHead(404).end('NoSuchKey');
        }
      });
    });
    await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
    dataDir = mkdtempSync(path.join(tmpdir(), 'samvida-s3-'));
    app = await createTestApp({
      env: {
        DATA_DIR: dataDir,
        UPLOADS_S3_ENDPOINT: `http://127.0.0.1:${(s3.address() as AddressInfo).port}/`,
        UPLOADS_S3_BUCKET: 'samvida-uploads',
        UPLOADS_S3_REGION: 'ap-south-1',
        UPLOADS_S3_ACCESS_KEY_ID: 'test-key',
        UPLOADS_S3_SECRET_ACCESS_KEY: 'test-secret',
      },
    });
    asha = await registerVerified(app.baseUrl);
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => s3.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('PUTs the bytes signed, path-style, with the detected type, and reads them back from storage', async () => {
    const file = await uploaded(app.baseUrl, asha.token, samples.pdf, 'rate-card.pdf');
    const put = received.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe(`/samvida-uploads/uploads/${file.id}`);
    expect(put.headers['content-type']).toBe('application/pdf');
    expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put.body.equals(samples.pdf)).toBe(true);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const served = await download(app.baseUrl, asha.token, file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.bytes.equals(samples.pdf)).toBe(true);
    expect(received.filter((request) => request.method === 'GET').map((request) => request.path)).toEqual([put.path]);
  });
});
