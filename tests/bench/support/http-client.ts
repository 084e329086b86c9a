import { Agent, request } from 'node:http';

export interface Reply {
  status: number;
  retryAfter: string | null;
}

/**
 * A keep-alive HTTP/1.1 client on node:http for the benches that share a process with the server.
 * `fetch` builds web streams, abort signals and weak references for every request; they outlive
 * young-generation collections, so the process would collect more of the client's garbage than of
 * the server's.
 */
export function benchClient(baseUrl: string, maxSockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(baseUrl);

  /** Sends one request and reads its answer to the end; rejects when the connection fails. */
  function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Reply> {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    return new Promise((resolve, reject) => {
      const outgoing = request({ agent, hostname, port, method, path, headers: { ...headers, ...length } }, (answer) => {
        answer.resume();
        answer.once('error', reject);
        answer.once('end', () => {
          const retryAfter = answer.headers['retry-after'];
          resolve({ status: answer.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null });
        });
      });
      outgoing.once('error', reject);
      outgoing.end(body);
    });
  }

  return { send, close: () => agent.destroy() };
}
