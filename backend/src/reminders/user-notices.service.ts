import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  NotificationsService,
  type TemplateName,
  type TemplateParams,
} from '../notifications/notifications.service.js';
import { BellService } from './bell/bell.service.js';
import { ChannelPreferencesService, routesOf } from './preferences/channel-preferences.service.js';

/** Something another feature tells a user: a template for the channels and the bell's words. */
export interface UserNotice<Name extends TemplateName> {
  userId: string;
  /** Unique per notice (e.g. the id of the event it is about): a repeat stores and sends nothing. */
  key: string;
  template: Name;
  params: TemplateParams[Name];
  bell: { title: string; body: string; link: string };
}

// Tells a user what another feature has to say, the way reminders reach them: one message by
// each channel they chose and a bell notification, stored in one transaction under keys made of
// the notice's key, so a restart or replay sends nothing twice.
@Injectable()
export class UserNoticesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly preferences: ChannelPreferencesService,
    private readonly bell: BellService,
  ) {}

  async tell<Name extends TemplateName>({ userId, key, template, params, bell }: UserNotice<Name>): Promise<void> {
    const recipient = (await this.preferences.recipients([userId])).get(userId);
    if (!recipient) return;
    const { messageIds, rang } = await this.dataSource.transaction(async (manager) => {
      const ids: string[] = [];
      for (const [channel, to] of routesOf(recipient)) {
        const id = await this.notifications.store(manager, {
          channel,
          template,
          to,
          params,
          dedupeKey: `${key}:${channel}`,
        });
        if (id) ids.push(id);
      }
      const added = recipient.choice.inApp && (await this.bell.add(manager, { userId, dedupeKey: key, ...bell }));
      return { messageIds: ids, rang: added };
    });
    for (const id of messageIds) this.notifications.deliverSoon(id);
    if (rang) this.bell.push([userId]);
  }
}
