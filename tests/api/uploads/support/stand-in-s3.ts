// A stand-in S3 server for the object-store suites: keeps objects in memory and, like S3, refuses
// a request that is not SigV4-signed with the test key or whose body does not match its declared hash.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface StandInS3 {
  /** The UPLOADS_S3_* settings that point at it. */
  env: Record<string, string>;
  /** Stored objects by path (`/<bucket>/<folder>/<key>`). */
  objects: Map<string, Buffer>;
  received: Received[];
  close(): Promise<void>;
}

const SIGNED =
  /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/ap-south-1\/s3\/aws4_request,SignedHeaders=[a-z0-9;-]+,Signature=[0-9a-f]{64}$/;

export async function startStandInS3(): Promise<StandInS3> {
  const objects = new Map<string, Buffer>();
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ method: request.method!, path: request.url!, headers: request.headers, body });
      const hash = createHash('sha256').update(body).digest('hex');
      if (!SIGNED.test(request.headers.authorization ?? '') || request.headers['x-amz-content-sha256'] !== hash) {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    env: {
      UPLOADS_S3_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
      UPLOADS_S3_BUCKET: 'samvida-uploads',
      UPLOADS_S3_REGION: 'ap-south-1',
      UPLOADS_S3_ACCESS_KEY_ID: 'test-key',
      UPLOADS_S3_SECRET_ACCESS_KEY: 'test-secret',
    },
    objects,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
