import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ContactMessageForm, SUCCESS_MESSAGES } from '@samvida/machines';
import type { Repository } from 'typeorm';
import { Public, type AuthenticatedRequest } from '../common/auth/auth.guard.js';
import { withMessage } from '../common/http/api-response.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { RateLimit, RateLimitGuard } from '../common/rate-limit/rate-limit.guard.js';
import { ContactMessage } from './contact-us/contact-message.entity.js';

/** `api/General`: the client's reachability check and the Contact us form. */
@Controller('General')
export class GeneralController {
  constructor(@InjectRepository(ContactMessage) private readonly contactMessages: Repository<ContactMessage>) {}

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
    const saved = await this.contactMessages.save(
      this.contactMessages.create({
        name: form.Name,
        email: form.Email.toLowerCase(),
        message: form.Message,
        userId: request.actor?.userId ?? null,
      }),
    );
    return withMessage({ id: saved.id }, SUCCESS_MESSAGES.contactReceived);
  }
}
