import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import type { Actor } from '../common/auth/access-token.service.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { withMessage } from '../common/http/api-response.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { type BellPageParams, BellPageRequest, MarkReadRequest } from './bell/bell.requests.js';
import { type BellPage, BellService } from './bell/bell.service.js';
import { type ChannelPreferences, ChannelPreferencesService } from './preferences/channel-preferences.service.js';
import { PreferencesRequest } from './preferences/preferences.request.js';

// The caller's own notification bell and reminder channels (docs/api.md "Reminders and the bell").
@Needs('read')
@Controller('Notifications')
export class NotificationsController {
  constructor(
    private readonly bell: BellService,
    private readonly preferences: ChannelPreferencesService,
  ) {}

  @Get()
  page(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(BellPageRequest)) query: BellPageParams,
  ): Promise<BellPage> {
    return this.bell.page(actor.userId, query);
  }

  @HttpCode(200)
  @Post('Read')
  markRead(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(MarkReadRequest)) body: MarkReadRequest,
  ): Promise<{ unread: number }> {
    return this.bell.markRead(actor.userId, body);
  }

  @Get('Preferences')
  getPreferences(@CurrentActor() actor: Actor): Promise<ChannelPreferences> {
    return this.preferences.get(actor.userId);
  }

  @HttpCode(200)
  @Post('Preferences')
  async setPreferences(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(PreferencesRequest)) body: PreferencesRequest,
  ): Promise<ChannelPreferences> {
    return withMessage(await this.preferences.set(actor.userId, body), 'Notification preferences saved.');
  }
}
