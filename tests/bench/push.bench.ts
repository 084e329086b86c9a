// `npm run bench -- push`: fan-out of one agreement change to 1,000 connected sockets (500 of the
// buyer, 500 of the seller) against a bare socket.io server broadcasting a payload of the same
// shape to 1,000 sockets in one room, in alternating rounds. About 10 s; BENCH_ROUNDS (default 60).
// - Product: from the change's commit in the stream-parties projection (after which the publisher
//   pushes it) to each socket's push, so the publisher's own work counts: waiting for the other
//   read models, the parties, evicting outsiders. The HTTP answer is no reference point: since the
//   parties come from memory (session 13), the push usually arrives before it.
// - Bare: from io.to(room).emit to each socket.
// The 2,000 receiving sockets live in a process of their own (support/push-clients.mjs), as
// browsers would. In this process, their collections landed inside the fan-outs timed, doubled
// them, and the p99 over all 60,000 arrivals swung with whichever round one hit. Both the p99 and
// the median round's last socket are compared.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { streamName } from '@samvida/machines';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Server } from 'socket.io';
import { ProjectionsService } from '../../backend/src/projections/projections.service.js';
import { STREAM_PARTIES_PROJECTION } from '../../backend/src/projections/stream-parties.projector.js';
import { as, builderItem, parties, sendContract, type SignedIn } from '../api/agreements/support/agreements.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

const CLIENTS = 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const EVENT = 'agreement.changed';
const BARE_ROOM = 'agreement:bench';

/** ms on CLOCK_MONOTONIC, the clock the clients' process reads too. */
const now = () => Number(process.hrtime.bigint()) / 1e6;

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

/** A bare socket.io server with every connection in one room. */
async function bareServer() {
  const http = createServer();
  const server = new Server(http);
  server.on('connection', (socket) => void socket.join(BARE_ROOM));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const close = () => new Promise((resolve) => server.close(resolve));
  return { server, url, close };
}

interface Pushes {
  /** When each socket got its push, on {@link now}'s clock. */
  arrivals: number[];
  /** The versions the sockets got (one, unless a change was pushed in parts). */
  versions: number[];
}

/** The process holding the receiving sockets (support/push-clients.mjs). */
function pushClients() {
  const child = fork(path.join(import.meta.dirname, 'support/push-clients.mjs'), { stdio: 'inherit' });
  // A reply awaited when the process has died fails at once instead of waiting for jest's timeout.
  const died = once(child, 'exit').then(([code]) => {
    throw new Error(`push clients exited with ${String(code)}`);
  });
  died.catch(() => undefined);
  const reply = async <T>(key: string): Promise<T> => {
    const [message] = (await Promise.race([once(child, 'message'), died])) as [Record<string, unknown>];
    if (!(key in message)) throw new Error(`push clients: ${String(message.error ?? JSON.stringify(message))}`);
    return message as T;
  };
  return {
    async connect(productUrl: string, tokens: string[], bareUrl: string): Promise<void> {
      child.send({ connect: { productUrl, tokens, bareUrl, clients: CLIENTS } });
      await reply('connected');
    },
    /**
     * Resolves once the sockets listen, with `pushes`: resolved once each socket got a push of a
     * version after `after`. (Wrapped, since a promise an async function returns is awaited.)
     */
    async expect(side: 'product' | 'bare', after: number): Promise<{ pushes: Promise<Pushes> }> {
      child.send({ expect: side, after });
      await reply('listening');
      return { pushes: reply<Pushes>('arrivals') };
    },
    async close(): Promise<void> {
      if (!child.connected) return;
      const exited = once(child, 'exit');
      child.send({ close: true });
      await exited;
    },
  };
}

describe('push fan-out to 1,000 sockets: Samvida vs bare socket.io', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let agreementId: string;
  let itemId: string;
  let bare: Awaited<ReturnType<typeof bareServer>>;
  const clients = pushClients();
  const lines: string[] = [];
  /** When the stream-parties projection committed each version of the agreement. */
  const committedAt = new Map<number, number>();
  let pushedVersion = 0;

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
    ({ id: agreementId } = await sendContract(app.baseUrl, buyer, seller.phone, {
      Items: [builderItem('Lot', '100.00')],
      Terms: [],
      PaymentTerms: [],
    }));
    const items = await as(app.baseUrl, buyer)<{ id: string }[]>(
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${agreementId}`,
    );
    itemId = items.body.data![0]!.id;
    app.app.get(ProjectionsService).onCommit((projection, events) => {
      if (projection !== STREAM_PARTIES_PROJECTION) return;
      const at = now();
      for (const event of events)
        if (event.streamId === streamName('agreement', agreementId)) committedAt.set(event.streamVersion, at);
    });
    bare = await bareServer();
    await clients.connect(app.baseUrl, [buyer.token, seller.token], bare.url);
  }, 180_000);

  afterAll(async () => {
    await clients.close();
    await bare?.close();
    await app?.close();
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  });

  /** One NegotiateItem; ms from the commit of its change to each socket's push of it. */
  async function productRound(round: number): Promise<number[]> {
    // The buyer sent the contract: the seller answers first, then they take turns.
    const by = round % 2 ? buyer : seller;
    const coming = await clients.expect('product', pushedVersion);
    const reply = await as(app.baseUrl, by)<{ version: number }>('POST', '/api/Business/NegotiateItem', {
      AgreementId: agreementId,
      ItemId: itemId,
      Amount: (100 - round / 10).toFixed(2),
      CompletionDays: 7,
    });
    expect(reply.status).toBe(200);
    const { arrivals, versions } = await coming.pushes;
    pushedVersion = reply.body.data!.version;
    expect(versions).toEqual([pushedVersion]);
    const committed = committedAt.get(pushedVersion);
    if (committed === undefined) throw new Error(`no commit seen for version ${pushedVersion}`);
    return arrivals.map((at) => at - committed);
  }

  /** One broadcast of a payload shaped like the product's; ms from emit to each socket. */
  async function bareRound(round: number): Promise<number[]> {
    const coming = await clients.expect('bare', round - 1);
    const emittedAt = now();
    bare.server.to(BARE_ROOM).emit(EVENT, { id: agreementId, version: round, eventTypes: ['ItemNegotiated'] });
    return (await coming.pushes).arrivals.map((at) => at - emittedAt);
  }

  it('alternates rounds and prints p50/p99/last against bare socket.io', async () => {
    await productRound(0);
    await bareRound(0);
    const product: number[] = [];
    const plain: number[] = [];
    const lastProduct: number[] = [];
    const lastPlain: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const mine = await productRound(round);
      const theirs = await bareRound(round);
      product.push(...mine);
      plain.push(...theirs);
      lastProduct.push(Math.max(...mine));
      lastPlain.push(Math.max(...theirs));
    }
    const row = (name: string, delays: number[], lasts: number[]) =>
      `${name.padEnd(22)} ${percentile(delays, 0.5).toFixed(1).padStart(7)} ${percentile(delays, 0.99).toFixed(1).padStart(7)} ${percentile(lasts, 0.5).toFixed(1).padStart(13)}`;
    lines.push(
      `Push to ${CLIENTS} sockets, ${ROUNDS} alternating rounds, load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
      'fan-out                 p50 ms  p99 ms  last (median)',
      row('Samvida commit->push', product, lastProduct),
      row('bare emit->receive', plain, lastPlain),
      `p99 ratio ${(percentile(product, 0.99) / percentile(plain, 0.99)).toFixed(2)}x; last socket ratio ${(percentile(lastProduct, 0.5) / percentile(lastPlain, 0.5)).toFixed(2)}x (median round)`,
    );
    expect(product).toHaveLength(ROUNDS * CLIENTS);
    expect(plain).toHaveLength(ROUNDS * CLIENTS);
    // A push before its commit would mean the product is timed from the wrong moment.
    expect(Math.min(...product)).toBeGreaterThan(0);
  }, 180_000);
});
