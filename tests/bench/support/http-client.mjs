// A keep-alive HTTP/1.1 client on node:http for the benches' load. `fetch` builds web streams,
// abort signals and weak references for every request: at thousands of requests a second the
// client would spend more time than the server it measures. Plain JavaScript, so that the burst
// client can run in a process of its own without a build; typed by http-client.d.mts.
import { Agent, request } from 'node:http';

// Idle connections are closed before the server's keep-alive timeout (Node's default, 5 s) ends
// them: a request sent on a connection the server is closing at that moment fails as a reset.
const IDLE_CLOSE_MS = 4_000;

export function benchClient(baseUrl, maxSockets) {
  const agent = new Agent({ keepAlive: true, maxSockets, timeout: IDLE_CLOSE_MS });
  const { hostname, port } = new URL(baseUrl);

  function send(method, path, headers = {}, body = undefined) {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    return new Promise((resolve, reject) => {
      const outgoing = request(
        { agent, hostname, port, method, path, headers: { ...headers, ...length } },
        (answer) => {
          answer.resume();
          answer.once('error', reject);
          answer.once('end', () => {
            const retryAfter = answer.headers['retry-after'];
            resolve({ status: answer.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null });
          });
        },
      );
      outgoing.once('error', reject);
      outgoing.end(body);
    });
  }

  function negotiateItem(token, { agreementId, itemId }, round) {
    const body = JSON.stringify({
      AgreementId: agreementId,
      ItemId: itemId,
      Amount: (100 - (round % 50) / 10).toFixed(2),
      CompletionDays: 7,
    });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    return send('POST', '/api/Business/NegotiateItem', headers, body);
  }

  return { send, negotiateItem, close: () => agent.destroy() };
}
