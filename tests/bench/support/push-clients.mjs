// The push bench's receiving sockets, in a process of their own as browsers would be: their
// collections then neither delay the servers' fan-out nor land in its timing. Forked with IPC.
// Times are ms on CLOCK_MONOTONIC (process.hrtime), which the bench reads too.
// In:  {connect: {productUrl, tokens, bareUrl, clients}} -> {connected: true}: `clients` sockets to
//        each server; the product's take the tokens in turn and wait for the session.
//      {expect: 'product' | 'bare', after} -> {listening: true}, then {arrivals: [ms], versions: [n]}
//        once every socket of that side got an `agreement.changed` of a version after `after`.
//      disconnect -> closes the sockets and exits.
import { io } from 'socket.io-client';

const EVENT = 'agreement.changed';
const TIMEOUT_MS = 20_000;
const now = () => Number(process.hrtime.bigint()) / 1e6;
const sockets = { product: [], bare: [] };

function open(url, auth, readyEvent) {
  return new Promise((resolve, reject) => {
    const socket = io(url, { auth, transports: ['websocket'], reconnection: false });
    socket.once(readyEvent, () => resolve(socket));
    socket.once('session.refused', ({ message }) => reject(new Error(message)));
    socket.once('connect_error', reject);
  });
}

async function connectAll({ productUrl, tokens, bareUrl, clients }) {
  // In slices, so that the product's session checks do not all queue at once.
  for (let n = 0; n < clients; n += 100) {
    const slice = Array.from({ length: Math.min(100, clients - n) }, (_, index) =>
      open(productUrl, { token: tokens[(n + index) % tokens.length] }, 'session.ready'),
    );
    sockets.product.push(...(await Promise.all(slice)));
  }
  sockets.bare = await Promise.all(Array.from({ length: clients }, () => open(bareUrl, {}, 'connect')));
}

/** Each socket's first push of a version after `after`: when it came, and its version. */
function arrivals(side, after) {
  return Promise.all(
    sockets[side].map(
      (socket) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`no ${side} push after version ${after} within 20 s`)),
            TIMEOUT_MS,
          );
          const listener = (payload) => {
            if (payload.version <= after) return;
            const at = now();
            clearTimeout(timer);
            socket.off(EVENT, listener);
            resolve({ at, version: payload.version });
          };
          socket.on(EVENT, listener);
        }),
    ),
  );
}

process.on('message', async (message) => {
  try {
    if (message.connect) {
      await connectAll(message.connect);
      process.send({ connected: true });
    } else if (message.expect) {
      const coming = arrivals(message.expect, message.after);
      process.send({ listening: true });
      const pushes = await coming;
      process.send({
        arrivals: pushes.map((push) => push.at),
        versions: [...new Set(pushes.map((push) => push.version))],
      });
    }
  } catch (error) {
    process.send({ error: error instanceof Error ? error.message : String(error) });
  }
});
process.once('disconnect', () => {
  for (const socket of [...sockets.product, ...sockets.bare]) socket.close();
});
