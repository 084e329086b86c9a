import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type Razorpay from 'razorpay';
import { localApiUrl } from '../local-api-url.js';
import { SubscriptionError } from '../subscription.errors.js';
import { RAZORPAY_SETTINGS, type RazorpaySettings } from './razorpay-settings.js';

export interface NewOrder {
  amountPaise: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

// A payment as Razorpay reports it; only `captured` payments buy anything.
export interface GatewayPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: string;
}

// The path the sandbox serves Razorpay's REST API under (see sandbox-razorpay.controller.ts).
const SANDBOX_API_PATH = '/api/dev/razorpay';
const REQUEST_TIMEOUT_MS = 20_000;

// Orders and payments through the official `razorpay` SDK, against Razorpay or the local sandbox.
@Injectable()
export class RazorpayGateway {
  // The SDK (with axios) loads with the first payment, not at boot.
  private client?: Promise<Razorpay>;

  constructor(
    @Inject(RAZORPAY_SETTINGS) private readonly settings: RazorpaySettings,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  async createOrder(order: NewOrder): Promise<{ id: string }> {
    const created = await (
      await this.sdk()
    ).orders.create({
      amount: order.amountPaise,
      currency: order.currency,
      receipt: order.receipt,
      notes: order.notes,
    });
    return { id: created.id };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const sdk = await this.sdk();
    const payment = await sdk.payments.fetch(paymentId).catch((error: unknown) => {
      // Razorpay answers 400 "The id provided does not exist" for an unknown payment id.
      if (isRefusedRequest(error)) throw new SubscriptionError('PAYMENT_NOT_FOUND');
      throw error;
    });
    return {
      id: payment.id,
      orderId: String(payment.order_id),
      amountPaise: Number(payment.amount),
      currency: payment.currency,
      status: payment.status,
    };
  }

  private async sdk(): Promise<Razorpay> {
    if (this.settings.mode === 'off') throw new SubscriptionError('ORDER_NOT_CREATED');
    this.client ??= this.connect();
    const client = await this.client;
    if (this.settings.mode === 'sandbox') this.pointAtSandbox(client);
    return client;
  }

  private async connect(): Promise<Razorpay> {
    const { default: Sdk } = await import('razorpay');
    const client = new Sdk({ key_id: this.settings.keyId, key_secret: this.settings.keySecret });
    // The SDK sets no timeout; a hung connection must not hold the user's Pay Now forever.
    http(client).defaults.timeout = REQUEST_TIMEOUT_MS;
    return client;
  }

  // The SDK fixes its host to https://api.razorpay.com and has no option for another (razorpay-node
  // PR #224 is still open), so the sandbox sets the base URL of its axios instance instead. The
  // port is only known once the server listens, hence here rather than in the constructor.
  private pointAtSandbox(client: Razorpay): void {
    http(client).defaults.baseURL = localApiUrl(this.adapterHost, SANDBOX_API_PATH);
  }
}

// The SDK rejects an answered request with `{statusCode, error}`; 400 and 404 name an id Razorpay does not know.
function isRefusedRequest(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return status === 400 || status === 404;
}

// The SDK's axios instance (untyped in its declarations).
function http(client: Razorpay): { defaults: { baseURL?: string; timeout?: number } } {
  return (client.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }).rq;
}
