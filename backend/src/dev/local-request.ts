import type { Request } from 'express';

// Headers a proxy adds when it relays someone else's request.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

const isLoopback = (address: string | undefined): boolean =>
  !!address && (address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address));

// True only for a request made on this machine: it arrived over the loopback interface (the
// socket's own peer, never a header) and carries no forwarding header, so no proxy relayed it.
export const isLocalRequest = (request: Request): boolean =>
  isLoopback(request.socket.remoteAddress) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
