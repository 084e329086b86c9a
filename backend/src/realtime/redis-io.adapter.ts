import { type INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';
import { type EventEmitter, once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

// The part of a node-redis client shutdown uses.
interface RedisClient extends EventEmitter {
  readonly isReady: boolean;
  close(): Promise<void>;
  destroy(): void;
}

const RECONNECT_GRACE_MS = 5000;

// With REDIS_URL set, socket.io rooms span every API replica through Redis pub/sub. While Redis is
// unreachable the clients reconnect on their own, and pushes reach this replica's sockets only.
export class RedisIoAdapter extends IoAdapter {
  private readonly outages = new Logger('Realtime');
  private adapterFactory?: ReturnType<typeof createAdapter>;
  private clients: RedisClient[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl: string,
  ) {
    super(app);
  }

  async connect(): Promise<void> {
    const publisher = createClient({ url: this.redisUrl });
    const subscriber = publisher.duplicate();
    this.reportOutages(publisher, 'publisher');
    this.reportOutages(subscriber, 'subscriber');
    await Promise.all([publisher.connect(), subscriber.connect()]);
    this.clients = [publisher as unknown as RedisClient, subscriber as unknown as RedisClient];
    // redis 6's client types are narrower than the adapter's declared ones; the runtime API matches.
    this.adapterFactory = createAdapter(publisher as never, subscriber as never);
  }

  // Once when a connection is lost (the client reports every reconnection attempt) and once when
  // it is back.
  private reportOutages(client: { on(event: string, listener: (error: Error) => void): unknown }, role: string): void {
    let down = false;
    client.on('error', (error: Error) => {
      if (down) return;
      down = true;
      this.outages.warn(`Redis ${role} unreachable (${error.message}): pushes reach this instance's sockets only`);
    });
    client.on('ready', () => {
      if (!down) return;
      down = false;
      this.outages.log(`Redis ${role} reconnected`);
    });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, options);
    if (this.adapterFactory) server.adapter(this.adapterFactory);
    return server;
  }

  // A client still reconnecting after an outage never answers a QUIT or a close (both stop its
  // reconnecting), so shutdown gives each a few seconds to be back, closes those that are (their
  // pending unsubscribes answered) and drops the others.
  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.clients.map(closeClient));
  }
}

async function closeClient(client: RedisClient): Promise<void> {
  const ready =
    client.isReady ||
    (await Promise.race([once(client, 'ready').then(() => true), sleep(RECONNECT_GRACE_MS).then(() => false)]));
  if (ready) await client.close();
  else client.destroy();
}
