import { type DynamicModule, Module } from '@nestjs/common';
import { notificationMode, type Env } from '../config/env.schema.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { DevOutboxController } from './dev-outbox.controller.js';

// Development helpers; with live notifications (always so in production) the routes do not exist.
@Module({})
export class DevModule {
  static register(env: Env): DynamicModule {
    return {
      module: DevModule,
      imports: [NotificationsModule],
      controllers: notificationMode(env) === 'outbox' ? [DevOutboxController] : [],
    };
  }
}
