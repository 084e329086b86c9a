import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface GatewayRequest {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** An SMS gateway that fails the first `failures` requests with HTTP 500, then answers like MSG91. */
export async function startFakeSmsGateway(failures: number) {
  const requests: GatewayRequest[] = [];
  const server = createHttpServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      requests.push({ headers: request.headers, body: JSON.parse(raw) as Record<string, unknown> });
      const fail = requests.length <= failures;
      response
        .writeHead(fail ? 500 : 200, { 'content-type': 'application/json' })
        .end(
          JSON.stringify(
            fail ? { type: 'error', message: 'temporarily unavailable' } : { type: 'success', message: 'req-1' },
          ),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5/flow`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The smallest SMTP server nodemailer will talk to: it records each message's DATA once the
 * message has ended, so a reader never sees one half received.
 */
export async function startFakeSmtp() {
  const messages: string[] = [];
  const server = createTcpServer((socket) => {
    let buffer = '';
    let inData = false;
    let message = '';
    socket.write('220 fake-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(message);
            socket.write('250 queued\r\n');
          } else {
            message += `${line}\n`;
          }
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake-smtp\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          message = '';
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
