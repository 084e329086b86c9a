// The push bench's reference: a bare socket.io server with every connection in one room, in a
// process of its own as the product is. Forked with IPC.
// Times are ms on CLOCK_MONOTONIC (process.hrtime), which the bench and its clients read too.
// Out: {url} once listening.
// In:  {emit: payload} -> {emittedAt: ms}: one io.to(room).emit('agreement.changed', payload).
//      disconnect -> exits.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const ROOM = 'agreement:bench';
const now = () => Number(process.hrtime.bigint()) / 1e6;

const http = createServer();
const server = new Server(http);
server.on('connection', (socket) => void socket.join(ROOM));
http.listen(0, '127.0.0.1', () => process.send({ url: `http://127.0.0.1:${http.address().port}` }));

process.on('message', ({ emit }) => {
  const emittedAt = now();
  server.to(ROOM).emit('agreement.changed', emit);
  process.send({ emittedAt });
});
process.once('disconnect', () => server.close(() => process.exit(0)));
