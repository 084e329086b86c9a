// `npm run bench -- push`: fan-out of one agreement change to 1,000 connected sockets (500 of the
// buyer, 500 of the seller) against a bare socket.io server broadcasting a payload of the same
// shape to 1,000 sockets in one room, in alternating rounds. About 25 s; BENCH_ROUNDS (default 60).
// - Product: from the change's commit in the stream-parties projection (after which the publisher
//   pushes it) to each socket's push, so the publisher's own work counts: waiting for the other
//   read models, the parties, evicting outsiders. The HTTP answer is no reference point: since the
//   parties come from memory (session 13), the push usually arrives before it.
// - Bare: from io.to(room).emit to each socket.
// The p99 over all 60,000 arrivals stands for the slowest round or two, which a collection in this
// process makes, on either side. The median round's last socket is the steadier comparison; both
// ratios are printed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { streamName } from '@samvida/machines';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Server } from 'socket.io';
import { io as connectBare, type Socket } from 'socket.io-client';
import { ProjectionsService } from '../../backend/src/projections/projections.service.js';
import { STREAM_PARTIES_PROJECTION } from '../../backend/src/projections/stream-parties.projector.js';
import { as, builderItem, parties, sendContract, type SignedIn } from '../api/agreements/support/agreements.js';
import { connect, type LiveClient } from '../live/support/live.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

const CLIENTS = 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const EVENT = 'agreement.changed';

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

/** Resolves with each socket's arrival time once all `sockets` got an event matching `match`. */
function arrivals(sockets: Socket[], match: (payload: { version: number }) => boolean): Promise<number[]> {
  return Promise.all(
    sockets.map(
      (socket) =>
        new Promise<number>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('push did not arrive within 20 s')), 20_000);
          const listener = (payload: { version: number }) => {
            if (!match(payload)) return;
            clearTimeout(timer);
            socket.off(EVENT, listener);
            resolve(performance.now());
          };
          socket.on(EVENT, listener);
        }),
    ),
  );
}

/** A bare socket.io server with every connection in one room. */
async function bareServer() {
  const http = createServer();
  const server = new Server(http);
  server.on('connection', (socket) => void socket.join('agreement:bench'));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const sockets = await Promise.all(
    Array.from(
      { length: CLIENTS },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connectBare(url, { transports: ['websocket'], reconnection: false });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    ),
  );
  const close = async () => {
    for (const socket of sockets) socket.close();
    await new Promise((resolve) => server.close(resolve));
  };
  return { server, sockets, close };
}

describe('push fan-out to 1,000 sockets: Samvida vs bare socket.io', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let agreementId: string;
  let itemId: string;
  let live: LiveClient[] = [];
  let bare: Awaited<ReturnType<typeof bareServer>>;
  const lines: string[] = [];
  /** When the stream-parties projection committed each version of the agreement. */
  const committedAt = new Map<number, number>();

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
      const now = performance.now();
      for (const event of events)
        if (event.streamId === streamName('agreement', agreementId)) committedAt.set(event.streamVersion, now);
    });
    for (let n = 0; n < CLIENTS; n += 100) {
      live.push(
        ...(await Promise.all(
          Array.from({ length: 100 }, (_, index) => connect(app.baseUrl, ((n + index) % 2 ? seller : buyer).token)),
        )),
      );
    }
    bare = await bareServer();
  }, 180_000);

  afterAll(async () => {
    for (const client of live) client.close();
    live = [];
    await bare?.close();
    await app?.close();
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  });

  /** One NegotiateItem; ms from the commit of its change to each socket's push of it. */
  async function productRound(round: number): Promise<number[]> {
    // The buyer sent the contract: the seller answers first, then they take turns.
    const by = round % 2 ? buyer : seller;
    const waiting = arrivals(
      live.map((client) => client.socket),
      () => true,
    );
    const reply = await as(app.baseUrl, by)<{ version: number }>('POST', '/api/Business/NegotiateItem', {
      AgreementId: agreementId,
      ItemId: itemId,
      Amount: (100 - round / 10).toFixed(2),
      CompletionDays: 7,
    });
    expect(reply.status).toBe(200);
    const pushedAt = await waiting;
    const committed = committedAt.get(reply.body.data!.version);
    if (committed === undefined) throw new Error(`no commit seen for version ${reply.body.data!.version}`);
    return pushedAt.map((at) => at - committed);
  }

  /** One broadcast of a payload shaped like the product's; ms from emit to each socket. */
  async function bareRound(round: number): Promise<number[]> {
    const waiting = arrivals(bare.sockets, (payload) => payload.version === round);
    const emittedAt = performance.now();
    bare.server.to('agreement:bench').emit(EVENT, { id: agreementId, version: round, eventTypes: ['ItemNegotiated'] });
    return (await waiting).map((at) => at - emittedAt);
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
      `p99 ratio ${(percentile(product, 0.99) / percentile(plain, 0.99)).toFixed(2)}x (one slow round, on either side, sets it); last socket ratio ${(percentile(lastProduct, 0.5) / percentile(lastPlain, 0.5)).toFixed(2)}x (median round)`,
    );
    expect(product).toHaveLength(ROUNDS * CLIENTS);
  }, 180_000);
});
