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
import { EMAIL_TRANSPORT, SMS_TRANSPORT, type Transport, WHATSAPP_TRANSPORT } from './transports/transport.js';
import { WhatsAppCloudTransport } from './transports/whatsapp-cloud.transport.js';
import { variablesOf } from './templates.js';

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

// WhatsApp goes live once its Cloud API settings are given; until then it stays in the outbox.
const whatsappTransport = ({ env }: Runtime): Transport =>
  notificationMode(env) === 'live' && env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
    ? new WhatsAppCloudTransport({
        apiUrl: env.WHATSAPP_API_URL,
        apiVersion: env.WHATSAPP_API_VERSION,
        token: env.WHATSAPP_TOKEN,
        phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
        language: env.WHATSAPP_TEMPLATE_LANGUAGE,
        variablesOf,
      })
    : new OutboxTransport();

@Module({
  imports: [TypeOrmModule.forFeature([NotificationMessage])],
  providers: [
    { provide: SMS_TRANSPORT, useFactory: smsTransport, inject: [RUNTIME] },
    { provide: EMAIL_TRANSPORT, useFactory: emailTransport, inject: [RUNTIME] },
    { provide: WHATSAPP_TRANSPORT, useFactory: whatsappTransport, inject: [RUNTIME] },
    NotificationDelivery,
    NotificationsService,
    OutboxService,
  ],
  exports: [NotificationsService, OutboxService],
})
export class NotificationsModule {}
