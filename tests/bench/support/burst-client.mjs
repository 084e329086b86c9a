// The http bench's burst, sent from a process of its own so that the flood does not share the
// server's event loop. Argument: JSON {baseUrl, rate, seconds, lanes: [{agreementId, itemId,
// next, tokens: {buyer, seller}}]}. Sends NegotiateItem at `rate`/s for `seconds` round-robin over
// the lanes, busy or not, by the party whose turn the lane seems to be at (from the answers so
// far); prints JSON {elapsed, answers: [[status, ms, retryAfter]]} (status 0: reset before an
// answer).
import { performance } from 'node:perf_hooks';

const { baseUrl, rate, seconds, lanes } = JSON.parse(process.argv[2]);
const pending = [];
const started = performance.now();

async function negotiate(lane, round) {
  const by = lane.next;
  const sent = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/Business/NegotiateItem`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${lane.tokens[by]}` },
      body: JSON.stringify({
        AgreementId: lane.agreementId,
        ItemId: lane.itemId,
        Amount: (100 - (round % 50) / 10).toFixed(2),
        CompletionDays: 7,
      }),
    });
    await response.arrayBuffer();
    if (response.status === 200 && lane.next === by) lane.next = by === 'buyer' ? 'seller' : 'buyer';
    return [response.status, performance.now() - sent, response.headers.get('retry-after')];
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
process.stdout.write(
  JSON.stringify({
    elapsed: (performance.now() - started) / 1000,
    answers,
  }),
);
