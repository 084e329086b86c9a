// The http bench's burst, sent from a process of its own so that the flood does not hold up the
// bench's other clients. Argument: JSON {baseUrl, rate, seconds, lanes: [{agreementId, itemId,
// next, tokens: {buyer, seller}}]}. Sends NegotiateItem at `rate`/s for `seconds` round-robin over
// the lanes, busy or not, by the party whose turn the lane seems to be at (from the answers so
// far); prints JSON {elapsed, answers: [[status, ms, retryAfter]]} (status 0: reset before an
// answer).
import { performance } from 'node:perf_hooks';
import { benchClient } from './http-client.mjs';

const CONNECTIONS = 256;
const { baseUrl, rate, seconds, lanes } = JSON.parse(process.argv[2]);
// Connections open before the burst, as a proxy in front of the API keeps them: the burst measures
// how the API answers more commands than it can run, not how fast it accepts new connections.
const client = benchClient(baseUrl, CONNECTIONS);
await Promise.all(Array.from({ length: CONNECTIONS }, () => client.send('GET', '/api/General/Connect')));
const pending = [];
const started = performance.now();

async function negotiate(lane, round) {
  const by = lane.next;
  const sent = performance.now();
  try {
    const { status, retryAfter } = await client.negotiateItem(lane.tokens[by], lane, round);
    if (status === 200 && lane.next === by) lane.next = by === 'buyer' ? 'seller' : 'buyer';
    return [status, performance.now() - sent, retryAfter];
  } catch {
    return [0, performance.now() - sent, null];
  }
}

for (let n = 0; n < rate * seconds; n++) {
  const wait = started + (n * 1000) / rate - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(negotiate(lanes[n % lanes.length], n));
}
const answers = await Promise.all(pending);
client.close();
process.stdout.write(
  JSON.stringify({
    elapsed: (performance.now() - started) / 1000,
    answers,
  }),
);
