import { Controller, Get, Query } from '@nestjs/common';
import { Public } from '../common/auth/auth.guard.js';
import { OutboxService, type OutboxEntry } from '../notifications/outbox.service.js';

/** `GET /api/dev/outbox?to=<phone or e-mail>`: the SMS and e-mail the outbox kept, so a developer can read a code. */
@Controller('dev')
export class DevOutboxController {
  constructor(private readonly outbox: OutboxService) {}

  @Public()
  @Get('outbox')
  list(@Query('to') to?: string): Promise<OutboxEntry[]> {
    return this.outbox.list(normaliseRecipient(to));
  }
}

// An unencoded '+' in a query string arrives as a space: "?to=+9198..." means "+9198...".
function normaliseRecipient(to: string | undefined): string | undefined {
  if (!to?.trim()) return undefined;
  return /^ \d{12}$/.test(to) ? `+${to.slice(1)}` : to.trim();
}
