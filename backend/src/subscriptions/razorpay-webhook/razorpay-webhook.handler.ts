import { createHash } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DomainError } from '../../common/errors/domain.error.js';
import { PlanActivation } from '../plan-activation.js';
import { isValidSignature } from '../razorpay/hmac-signature.js';
import { RAZORPAY_SETTINGS, type RazorpaySettings } from '../razorpay/razorpay-settings.js';
import type { GatewayPayment } from '../razorpay/razorpay.gateway.js';
import { SubscriptionError } from '../subscription.errors.js';
import { WebhookEvent } from '../webhook-event.entity.js';
import { RazorpayWebhookCommand } from './razorpay-webhook.command.js';
import { RazorpayWebhookPayload } from './razorpay-webhook.payload.js';

export interface WebhookOutcome {
  duplicate: boolean;
  // True when this delivery applied a plan.
  applied: boolean;
}

const SETTLING_EVENTS = new Set(['payment.captured', 'order.paid']);

// `POST api/payment/Webhook`: verifies `X-Razorpay-Signature` over the raw body before reading it,
// drops a delivery whose event id was handled before, applies the plan for captured payments and
// notes failed ones. A refused payment is answered 200 so Razorpay does not retry it.
@CommandHandler(RazorpayWebhookCommand)
export class RazorpayWebhookHandler implements ICommandHandler<RazorpayWebhookCommand> {
  private readonly logger = new Logger(RazorpayWebhookHandler.name);

  constructor(
    @Inject(RAZORPAY_SETTINGS) private readonly settings: RazorpaySettings,
    @InjectRepository(WebhookEvent) private readonly events: Repository<WebhookEvent>,
    private readonly activation: PlanActivation,
  ) {}

  async execute({ rawBody, signature, eventId, now }: RazorpayWebhookCommand): Promise<WebhookOutcome> {
    if (!isValidSignature(rawBody, signature, this.settings.webhookSecret)) {
      throw new SubscriptionError('WEBHOOK_NOT_VERIFIED');
    }
    const body = parsePayload(rawBody);
    const id = eventId ?? createHash('sha256').update(rawBody).digest('hex');
    if (await this.events.existsBy({ eventId: id })) return { duplicate: true, applied: false };
    const applied = await this.handle(body, now);
    // Recorded after handling, so a delivery that failed half-way is retried; settling is idempotent.
    await this.events.createQueryBuilder().insert().values({ eventId: id, eventType: body.event }).orIgnore().execute();
    return { duplicate: false, applied };
  }

  private async handle({ event, payload }: RazorpayWebhookPayload, now: Date): Promise<boolean> {
    const entity = payload.payment?.entity;
    if (!entity) return false;
    if (event === 'payment.failed') {
      await this.activation.recordFailure(entity.order_id, entity.error_description ?? 'The payment failed.');
      return false;
    }
    if (!SETTLING_EVENTS.has(event)) return false;
    const payment: GatewayPayment = {
      id: entity.id,
      orderId: entity.order_id,
      amountPaise: entity.amount,
      currency: entity.currency,
      status: entity.status,
    };
    try {
      return (await this.activation.settle(payment, now)).applied;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn(`webhook ${event} for ${entity.order_id} refused: ${error.code}`);
      await this.activation.recordFailure(entity.order_id, error.message);
      return false;
    }
  }
}

// A signed body that is not an event this handler can read is refused with 400 before anything is
// recorded; `errors` names the fields at fault (Razorpay's delivery log shows the answer).
function parsePayload(rawBody: Buffer): RazorpayWebhookPayload {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new SubscriptionError('WEBHOOK_BODY_INVALID', { _: ['The body is not JSON.'] });
  }
  const parsed = RazorpayWebhookPayload.safeParse(json);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  throw new SubscriptionError('WEBHOOK_BODY_INVALID', errors);
}
