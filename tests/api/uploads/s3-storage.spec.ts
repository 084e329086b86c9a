// Uploads in S3-compatible object storage (UPLOADS_S3_*): SigV4 signing checked against AWS's
// published example, and the whole upload/read path against a stand-in S3 server.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseEnv } from '../../../backend/src/config/env.schema.js';
import { signV4 } from '../../../backend/src/uploads/storage/sigv4.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { startStandInS3, type StandInS3 } from './support/stand-in-s3.js';
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

describe('uploads in S3-compatible storage', () => {
  let s3: StandInS3;
  let app: TestApp;
  let dataDir: string;
  let asha: SignedIn;

  beforeAll(async () => {
    s3 = await startStandInS3();
    dataDir = mkdtempSync(path.join(tmpdir(), 'samvida-s3-'));
    app = await createTestApp({ env: { DATA_DIR: dataDir, ...s3.env } });
    asha = await registerVerified(app.baseUrl);
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('PUTs the bytes signed, path-style, with the detected type, and reads them back from storage', async () => {
    const file = await uploaded(app.baseUrl, asha.token, samples.pdf, 'rate-card.pdf');
    const put = s3.received.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe(`/samvida-uploads/uploads/${file.id}`);
    expect(put.headers['content-type']).toBe('application/pdf');
    expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put.body.equals(samples.pdf)).toBe(true);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const served = await download(app.baseUrl, asha.token, file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.bytes.equals(samples.pdf)).toBe(true);
    expect(s3.received.filter((request) => request.method === 'GET').map((request) => request.path)).toEqual([
      put.path,
    ]);
  });
});
