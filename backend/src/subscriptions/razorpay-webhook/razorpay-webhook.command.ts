import { Command } from '@nestjs/cqrs';
import type { WebhookOutcome } from './razorpay-webhook.handler.js';

// Webhook: one Razorpay delivery, its raw body and headers as received (verified by the handler).
export class RazorpayWebhookCommand extends Command<WebhookOutcome> {
  constructor(
    readonly rawBody: Buffer,
    readonly signature: string | undefined,
    readonly eventId: string | undefined,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
