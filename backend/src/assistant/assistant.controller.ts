import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { DraftProposal } from '@samvida/machines';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { RateLimit, RateLimitGuard } from '../common/rate-limit/rate-limit.guard.js';
import { AiProviderClient, type ProviderInfo } from './draft-from-description/ai-provider.client.js';
import {
  type DraftFromDescriptionBody,
  DraftFromDescriptionRequest,
} from './draft-from-description/draft-from-description.request.js';
import { Needs } from '../common/auth/member-role.guard.js';

// `api/Assistant`: the drafting assistant's one outside call. Clause suggestions, checks and the
// built-in reader run in the browser from the machines; nothing here reads or records a contract.
@Needs('negotiate')
@Controller('Assistant')
export class AssistantController {
  constructor(private readonly provider: AiProviderClient) {}

  // Whether an AI provider is set up and which host a description would go to.
  @Get('Provider')
  providerInfo(): ProviderInfo {
    return this.provider.info();
  }

  @UseGuards(RateLimitGuard)
  @RateLimit('aiDraft')
  @Post('DraftFromDescription')
  @HttpCode(200)
  draftFromDescription(
    @Body(new ZodValidationPipe(DraftFromDescriptionRequest)) request: DraftFromDescriptionBody,
  ): Promise<DraftProposal> {
    return this.provider.draft(request);
  }
}
