import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ContactMessageForm, SUCCESS_MESSAGES } from '@samvida/machines';
import { Public, type AuthenticatedRequest } from '../common/auth/auth.guard.js';
import { withMessage } from '../common/http/api-response.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { RateLimit, RateLimitGuard } from '../common/rate-limit/rate-limit.guard.js';
import { ContactUsCommand } from './contact-us/contact-us.command.js';

// `api/General`: the client's reachability check and the Contact us form.
@Controller('General')
export class GeneralController {
  constructor(private readonly commandBus: CommandBus) {}

  @Public()
  @Get('Connect')
  connect(): { connected: true; time: string } {
    return { connected: true, time: new Date().toISOString() };
  }

  @Public()
  @UseGuards(RateLimitGuard)
  @RateLimit('contactUs')
  @Post('ContactUs')
  @HttpCode(201)
  async contactUs(
    @Body(new ZodValidationPipe(ContactMessageForm)) form: ContactMessageForm,
    @Req() request: AuthenticatedRequest,
  ): Promise<{ id: string }> {
    const saved = await this.commandBus.execute(new ContactUsCommand(request.actor, form));
    return withMessage(saved, SUCCESS_MESSAGES.contactReceived);
  }
}
