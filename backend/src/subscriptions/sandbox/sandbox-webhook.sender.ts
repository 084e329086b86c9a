import { Inject, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { localApiUrl } from '../local-api-url.js';
import { hmacSignature } from '../razorpay/hmac-signature.js';
import { RAZORPAY_SETTINGS, type RazorpaySettings } from '../razorpay/razorpay-settings.js';
import { type SandboxOrder, type SandboxPayment, sandboxId } from './sandbox-ledger.js';

// Delivers Razorpay-shaped, signed webhooks to this app's own webhook endpoint, as Razorpay would.
@Injectable()
export class SandboxWebhookSender {
  private readonly logger = new Logger(SandboxWebhookSender.name);

  constructor(
    @Inject(RAZORPAY_SETTINGS) private readonly settings: RazorpaySettings,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  // Razorpay sends payment.captured and order.paid for a paid order, payment.failed for a failed attempt.
  async deliverFor(order: SandboxOrder, payment: SandboxPayment): Promise<void> {
    const events = payment.status === 'failed' ? ['payment.failed'] : ['payment.captured', 'order.paid'];
    for (const event of events) await this.deliver(event, { payment: { entity: payment }, order: { entity: order } });
  }

  private async deliver(event: string, payload: object): Promise<void> {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    const response = await fetch(localApiUrl(this.adapterHost, '/api/payment/Webhook'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacSignature(body, this.settings.webhookSecret),
        'x-razorpay-event-id': sandboxId('evt'),
      },
      body,
    });
    if (!response.ok) this.logger.warn(`sandbox webhook ${event} answered ${response.status}`);
  }
}
