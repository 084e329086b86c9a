import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

// The {status: 0, message} body as a raw HTTP response, for errors Node answers before Express.
function rawFailure(status: number, reason: string, message: string): string {
  const body = JSON.stringify({ status: 0, message });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

// Requests Node's HTTP parser refuses (an over-long URL or headers, a malformed request line) get
// the API's failure body instead of Node's bare one.
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    socket.end(
      tooLarge
        ? rawFailure(431, 'Request Header Fields Too Large', 'The address or headers of the request are too long.')
        : rawFailure(400, 'Bad Request', 'The request could not be read.'),
    );
  });
}
