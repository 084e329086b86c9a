import type { AddressInfo } from 'node:net';
import type { HttpAdapterHost } from '@nestjs/core';

// This server's own address on loopback, known once it listens (the sandbox calls itself through it).
export function localApiUrl(adapterHost: HttpAdapterHost, path: string): string {
  const { port } = adapterHost.httpAdapter.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}${path}`;
}
