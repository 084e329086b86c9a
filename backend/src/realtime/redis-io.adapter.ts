import { type INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';

// With REDIS_URL set, socket.io rooms span every API replica through Redis pub/sub. While Redis is
// unreachable the clients reconnect on their own, and pushes reach this replica's sockets only.
export class RedisIoAdapter extends IoAdapter {
  private readonly outages = new Logger('Realtime');
  private adapterFactory?: ReturnType<typeof createAdapter>;
  private clients: { destroy(): void }[] = [];

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
    this.clients = [publisher, subscriber];
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

  // Shutdown drops the connections at once: a graceful QUIT waits for a reply, and a client still
  // reconnecting after an outage never sends it, so the replica would never finish closing.
  override async close(server: Server): Promise<void> {
    await super.close(server);
    for (const client of this.clients) client.destroy();
  }
}
