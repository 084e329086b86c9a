import { Controller, Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '../common/auth/auth.guard.js';
import { DomainError } from '../common/errors/domain.error.js';
import { OutboxService, type OutboxEntry } from '../notifications/outbox.service.js';
import { isLocalRequest } from './local-request.js';

// `GET /api/dev/outbox?to=<phone or e-mail>`: the SMS and e-mail the outbox kept for one
// recipient, so a developer on this machine can read a code. Anyone else gets a plain 404, as if
// the route did not exist; it never lists every recipient's messages.
@Controller('dev')
export class DevOutboxController {
  constructor(private readonly outbox: OutboxService) {}

  @Public()
  @Get('outbox')
  list(@Req() request: Request, @Query('to') to?: string): Promise<OutboxEntry[]> {
    if (!isLocalRequest(request)) throw new DomainError('NOT_FOUND', 'Not found.', 'not_found');
    const recipient = normaliseRecipient(to);
    if (!recipient)
      throw new DomainError('RECIPIENT_REQUIRED', 'Name the phone number or e-mail: /api/dev/outbox?to=...');
    return this.outbox.list(recipient);
  }
}

// An unencoded '+' in a query string arrives as a space: "?to=+9198..." means "+9198...".
function normaliseRecipient(to: unknown): string | undefined {
  if (typeof to !== 'string' || !to.trim()) return undefined;
  return /^ \d{12}$/.test(to) ? `+${to.slice(1)}` : to.trim();
}
