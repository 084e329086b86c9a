import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, In, type Repository } from 'typeorm';
import { RUNTIME, type Runtime } from '../config/runtime.js';
import { NotificationMessage } from './notification-message.entity.js';
import {
  type Channel,
  EMAIL_TRANSPORT,
  SMS_TRANSPORT,
  type Transport,
  WHATSAPP_TRANSPORT,
} from './transports/transport.js';

const MAX_ATTEMPTS = 5;
const LEASE_SECONDS = 60;
const BATCH = 20;

// Delivers stored messages: once right after they are stored, then by polling for due retries
// (exponential backoff, at most MAX_ATTEMPTS). A lease lets several API instances share the work
// and recovers messages a crashed instance had claimed.
@Injectable()
export class NotificationDelivery implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(NotificationDelivery.name);
  private readonly retryBaseMs: number;
  private readonly transports: Record<Channel, Transport>;
  private readonly inFlight = new Set<Promise<void>>();
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(RUNTIME) runtime: Runtime,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(NotificationMessage) private readonly messages: Repository<NotificationMessage>,
    @Inject(SMS_TRANSPORT) sms: Transport,
    @Inject(EMAIL_TRANSPORT) email: Transport,
    @Inject(WHATSAPP_TRANSPORT) whatsapp: Transport,
  ) {
    this.transports = { sms, email, whatsapp };
    this.retryBaseMs = runtime.env.NOTIFICATION_RETRY_BASE_MS;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.track(this.deliverDue()), Math.min(1000, this.retryBaseMs));
    this.timer.unref();
  }

  // Before the connection pool closes (TypeORM closes it on application shutdown).
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await Promise.allSettled([...this.inFlight]);
  }

  // First attempt, in the background: the caller's action never waits on a provider.
  deliverSoon(id: string): void {
    this.track(this.claim('id = $1', [id]).then((claimed) => this.deliverAll(claimed)));
  }

  private async deliverDue(): Promise<void> {
    const claimed = await this.claim(
      `(status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and lease_until < now())`,
      [],
    );
    await this.deliverAll(claimed);
  }

  private async claim(condition: string, params: unknown[]): Promise<NotificationMessage[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `with claimed as (
         update notification_messages
            set status = 'sending', attempts = attempts + 1, lease_until = now() + interval '${LEASE_SECONDS} seconds'
          where id in (select id from notification_messages
                        where status in ('pending', 'sending') and (${condition})
                        order by next_attempt_at limit ${BATCH} for update skip locked)
         returning id)
       select id from claimed`,
      params,
    );
    return rows.length ? this.messages.findBy({ id: In(rows.map((row) => row.id)) }) : [];
  }

  private async deliverAll(messages: NotificationMessage[]): Promise<void> {
    await Promise.all(messages.map((message) => this.deliver(message)));
  }

  private async deliver(message: NotificationMessage): Promise<void> {
    const transport = this.transports[message.channel];
    try {
      await transport.send({
        to: message.recipient,
        template: message.template,
        params: message.params,
        subject: message.subject ?? '',
        body: message.body,
      });
      await this.dataSource.query(
        `update notification_messages set status = 'sent', sent_at = now(), lease_until = null where id = $1`,
        [message.id],
      );
    } catch (error) {
      await this.recordFailure(message, error instanceof Error ? error.message : String(error));
    }
  }

  private async recordFailure(message: NotificationMessage, reason: string): Promise<void> {
    const where = `${message.channel} ${message.template} message ${message.id} via ${message.transport}`;
    if (message.attempts >= MAX_ATTEMPTS) {
      this.logger.error(`${where} failed for good after ${message.attempts} attempts: ${reason}`);
      await this.messages.update(message.id, { status: 'failed', leaseUntil: null, lastError: reason });
      return;
    }
    const delayMs = this.retryBaseMs * 2 ** (message.attempts - 1);
    this.logger.warn(`${where} failed (attempt ${message.attempts}), retrying in ${delayMs} ms: ${reason}`);
    await this.dataSource.query(
      `update notification_messages
          set status = 'pending', lease_until = null, last_error = $2, next_attempt_at = now() + make_interval(secs => $3)
        where id = $1`,
      [message.id, reason, delayMs / 1000],
    );
  }

  private track(work: Promise<void>): void {
    const guarded = work.catch((error: unknown) => this.logger.error(`notification delivery: ${String(error)}`));
    this.inFlight.add(guarded);
    void guarded.finally(() => this.inFlight.delete(guarded));
  }
}
