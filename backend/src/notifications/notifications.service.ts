import { Inject, Injectable } from '@nestjs/common';
import { RUNTIME, type Runtime } from '../config/runtime.js';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { NotificationDelivery } from './notification-delivery.js';
import { NotificationMessage } from './notification-message.entity.js';
import { render, type TemplateName, type TemplateParams } from './templates.js';
import { type Channel, EMAIL_TRANSPORT, SMS_TRANSPORT, type Transport } from './transports/transport.js';

export type { TemplateName, TemplateParams } from './templates.js';

// Sends templated SMS and e-mail. The message is stored first and delivered afterwards, with
// retries, so a provider outage never undoes or blocks the action that caused it.
@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(NotificationMessage) private readonly messages: Repository<NotificationMessage>,
    private readonly delivery: NotificationDelivery,
    @Inject(SMS_TRANSPORT) private readonly sms: Transport,
    @Inject(EMAIL_TRANSPORT) private readonly email: Transport,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

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
    const { subject, body } = render(template, this.withAbsoluteLink(params));
    const inserted = await this.messages
      .createQueryBuilder()
      .insert()
      .values({
        channel,
        transport: (channel === 'sms' ? this.sms : this.email).name,
        recipient,
        template,
        subject: channel === 'email' ? subject : null,
        body,
        params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
        dedupeKey: causedBy ? `${causedBy}:${recipient}` : null,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (inserted.raw as { id: string }[])[0]?.id;
    if (!id) return undefined;
    this.delivery.deliverSoon(id);
    return { id };
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
