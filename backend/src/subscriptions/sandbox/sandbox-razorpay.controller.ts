import { Body, Controller, Get, Inject, Logger, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth/auth.guard.js';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe.js';
import { hmacSignature, paymentSignaturePayload } from '../razorpay/hmac-signature.js';
import { RAZORPAY_SETTINGS, type RazorpaySettings } from '../razorpay/razorpay-settings.js';
import { SubscriptionError } from '../subscription.errors.js';
import { SandboxCheckoutRequest } from './sandbox-checkout.request.js';
import { SandboxLedger } from './sandbox-ledger.js';
import { SandboxWebhookSender } from './sandbox-webhook.sender.js';

// The local stand-in for Razorpay when no keys are configured: its REST API for the SDK
// (`/v1/orders`, `/v1/payments/:id`, answered in Razorpay's own shapes, so without our envelope),
// and the checkout's pay step, which signs with the sandbox key secret exactly as Razorpay does
// and then delivers the webhooks.
@Public()
@Controller('dev/razorpay')
export class SandboxRazorpayController {
  private readonly logger = new Logger(SandboxRazorpayController.name);

  constructor(
    @Inject(RAZORPAY_SETTINGS) private readonly settings: RazorpaySettings,
    private readonly ledger: SandboxLedger,
    private readonly webhooks: SandboxWebhookSender,
  ) {}

  @Post('v1/orders')
  createOrder(@Req() request: Request, @Res() response: Response): void {
    if (!this.authorised(request, response)) return;
    const { amount, currency, receipt, notes } = request.body as Record<string, never>;
    if (!Number.isInteger(amount) || amount < 100 || typeof currency !== 'string') {
      razorpayError(response, 400, 'The amount must be at least INR 1.00.');
      return;
    }
    response.json(this.ledger.createOrder({ amount, currency, receipt, notes }));
  }

  @Get('v1/orders/:id')
  order(@Param('id') id: string, @Req() request: Request, @Res() response: Response): void {
    if (!this.authorised(request, response)) return;
    const order = this.ledger.order(id);
    if (order) response.json(order);
    else razorpayError(response, 400, 'The id provided does not exist');
  }

  @Get('v1/payments/:id')
  payment(@Param('id') id: string, @Req() request: Request, @Res() response: Response): void {
    if (!this.authorised(request, response)) return;
    const payment = this.ledger.payment(id);
    if (payment) response.json(payment);
    else razorpayError(response, 400, 'The id provided does not exist');
  }

  // The sandbox checkout page's Pay or Fail button: what Razorpay's checkout hands to its callbacks.
  @Post('checkout/pay')
  pay(@Body(new ZodValidationPipe(SandboxCheckoutRequest)) body: SandboxCheckoutRequest) {
    const order = this.ledger.order(body.OrderId);
    if (!order) throw new SubscriptionError('ORDER_NOT_FOUND');
    const payment = this.ledger.pay(order, body.Outcome === 'success', body.Amount);
    if (!body.SkipWebhook) {
      this.webhooks.deliverFor(order, payment).catch((error: unknown) => this.logger.warn(String(error)));
    }
    if (payment.status === 'failed') {
      return {
        error: {
          code: payment.error_code,
          description: payment.error_description,
          metadata: { order_id: order.id, payment_id: payment.id },
        },
      };
    }
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: hmacSignature(paymentSignaturePayload(order.id, payment.id), this.settings.keySecret),
    };
  }

  // The SDK authenticates with HTTP Basic key_id:key_secret, as against Razorpay.
  private authorised(request: Request, response: Response): boolean {
    const expected = `Basic ${Buffer.from(`${this.settings.keyId}:${this.settings.keySecret}`).toString('base64')}`;
    if (request.headers.authorization === expected) return true;
    razorpayError(response, 401, 'The api key provided is invalid');
    return false;
  }
}

function razorpayError(response: Response, status: number, description: string): void {
  response.status(status).json({ error: { code: 'BAD_REQUEST_ERROR', description } });
}
