import { type DynamicModule, Module } from '@nestjs/common';
import type { Env } from '../config/env.schema.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { DevOutboxController } from './dev-outbox.controller.js';

/** Development helpers; in production the routes are not registered at all. */
@Module({})
export class DevModule {
  static register(env: Env): DynamicModule {
    return {
      module: DevModule,
      imports: [NotificationsModule],
      controllers: env.NODE_ENV === 'production' ? [] : [DevOutboxController],
    };
  }
}
