import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { BellService } from './bell/bell.service.js';
import { NotificationsController } from './notifications.controller.js';
import { ChannelPreferencesService } from './preferences/channel-preferences.service.js';
import { ReminderSchedulerReactor } from './schedule/reminder-scheduler.reactor.js';
import { ReminderSweep } from './send/reminder-sweep.js';
import { UserNoticesService } from './user-notices.service.js';

// Your-turn and due-date reminders by each user's channels, and the in-app bell (issue 37); other
// features tell users things the same way through UserNoticesService.
@Module({
  imports: [AccountsModule, NotificationsModule, RealtimeModule],
  controllers: [NotificationsController],
  providers: [BellService, ChannelPreferencesService, ReminderSchedulerReactor, ReminderSweep, UserNoticesService],
  exports: [UserNoticesService],
})
export class RemindersModule {}
