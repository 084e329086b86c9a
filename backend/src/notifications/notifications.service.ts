import { Inject, Injectable } from '@nestjs/common';
import { RUNTIME, type Runtime } from '../config/runtime.js';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { NotificationDelivery } from './notification-delivery.js';
import { NotificationMessage } from './notification-message.entity.js';
import { render, type TemplateName, type TemplateParams } from './templates.js';
import {
  type Channel,
  EMAIL_TRANSPORT,
  SMS_TRANSPORT,
  type Transport,
  WHATSAPP_TRANSPORT,
} from './transports/transport.js';

export type { TemplateName, TemplateParams } from './templates.js';
export type { Channel } from './transports/transport.js';

// Sends templated SMS, e-mail and WhatsApp messages. The message is stored first and delivered afterwards, with
// retries, so a provider outage never undoes or blocks the action that caused it.
@Injectable()
export class NotificationsService {
  private readonly transports: Record<Channel, Transport>;

  constructor(
    @InjectRepository(NotificationMessage) private readonly messages: Repository<NotificationMessage>,
    private readonly delivery: NotificationDelivery,
    @Inject(SMS_TRANSPORT) sms: Transport,
    @Inject(EMAIL_TRANSPORT) email: Transport,
    @Inject(WHATSAPP_TRANSPORT) whatsapp: Transport,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {
    this.transports = { sms, email, whatsapp };
  }

  // `to` is an E.164 phone number (SMS) or an e-mail address. Resolves once the message is stored.
  // With `causedBy` (the id of the event a reactor handles) the message is stored once per event
  // and recipient: a repeat stores and sends nothing.
  async send<Name extends TemplateName>(
    template: Name,
    to: string,
    params: TemplateParams[Name],
    causedBy?: string,
  ): Promise<{ id: string } | undefined> {
    const channel: Channel = to.includes('@') ? 'email' : 'sms';
    const recipient = channel === 'email' ? to.trim().toLowerCase() : to.trim();
    const id = await this.store(this.messages.manager, {
      channel,
      template,
      to: recipient,
      params,
      dedupeKey: causedBy ? `${causedBy}:${recipient}` : null,
    });
    if (id) this.delivery.deliverSoon(id);
    return id ? { id } : undefined;
  }

  // Stores one message by `manager` (inside the caller's transaction) unless `dedupeKey` was stored
  // already; answers its id. The caller hands the id to `deliverSoon` once its transaction commits
  // (the poller delivers it otherwise).
  async store<Name extends TemplateName>(
    manager: EntityManager,
    message: { channel: Channel; template: Name; to: string; params: TemplateParams[Name]; dedupeKey: string | null },
  ): Promise<string | undefined> {
    const { channel, template, to, params, dedupeKey } = message;
    const { subject, body } = render(template, this.withAbsoluteLink(params));
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(NotificationMessage)
      .values({
        channel,
        transport: this.transports[channel].name,
        recipient: to,
        template,
        subject: channel === 'email' ? subject : null,
        body,
        params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
        dedupeKey,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    return (inserted.raw as { id: string }[])[0]?.id;
  }

  deliverSoon(id: string): void {
    this.delivery.deliverSoon(id);
  }

  // Features link to screens by path; a text message needs the full address of this deployment.
  private withAbsoluteLink<P extends object>(params: P): P {
    const link = (params as { link?: unknown }).link;
    if (typeof link !== 'string' || !link.startsWith('/')) return params;
    return {
      ...params,
      link: new URL(link, this.runtime.env.PUBLIC_URL ?? `http://localhost:${this.runtime.env.PORT}`).toString(),
    };
  }
}
