import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { notificationMode } from '../config/env.schema.js';
import { RUNTIME, type Runtime } from '../config/runtime.js';
import { NotificationDelivery } from './notification-delivery.js';
import { NotificationMessage } from './notification-message.entity.js';
import { NotificationsService } from './notifications.service.js';
import { OutboxService } from './outbox.service.js';
import { Msg91SmsTransport } from './transports/msg91-sms.transport.js';
import { OutboxTransport } from './transports/outbox.transport.js';
import { SmtpEmailTransport } from './transports/smtp-email.transport.js';
import { EMAIL_TRANSPORT, SMS_TRANSPORT, type Transport } from './transports/transport.js';

// parseEnv has already refused `live` without SMTP_URL, SMS_AUTH_KEY and SMS_TEMPLATE_IDS.
const smsTransport = ({ env }: Runtime): Transport =>
  notificationMode(env) === 'outbox'
    ? new OutboxTransport()
    : new Msg91SmsTransport({
        url: env.SMS_GATEWAY_URL,
        authKey: env.SMS_AUTH_KEY!,
        sender: env.SMS_SENDER,
        templateIds: env.SMS_TEMPLATE_IDS!,
      });

const emailTransport = ({ env }: Runtime): Transport =>
  notificationMode(env) === 'outbox' ? new OutboxTransport() : new SmtpEmailTransport(env.SMTP_URL!, env.MAIL_FROM);

@Module({
  imports: [TypeOrmModule.forFeature([NotificationMessage])],
  providers: [
    { provide: SMS_TRANSPORT, useFactory: smsTransport, inject: [RUNTIME] },
    { provide: EMAIL_TRANSPORT, useFactory: emailTransport, inject: [RUNTIME] },
    NotificationDelivery,
    NotificationsService,
    OutboxService,
  ],
  exports: [NotificationsService, OutboxService],
})
export class NotificationsModule {}
