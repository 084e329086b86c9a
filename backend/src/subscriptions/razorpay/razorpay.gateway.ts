import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import Razorpay from 'razorpay';
import { localApiUrl } from '../local-api-url.js';
import { SubscriptionError } from '../subscription.errors.js';
import { RAZORPAY_SETTINGS, type RazorpaySettings } from './razorpay-settings.js';

export interface NewOrder {
  amountPaise: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

/** A payment as Razorpay reports it; only `captured` payments buy anything. */
export interface GatewayPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: string;
}

/** The path the sandbox serves Razorpay's REST API under (see sandbox-razorpay.controller.ts). */
const SANDBOX_API_PATH = '/api/dev/razorpay';
const REQUEST_TIMEOUT_MS = 20_000;

/** Orders and payments through the official `razorpay` SDK, against Razorpay or the local sandbox. */
@Injectable()
export class RazorpayGateway {
  private readonly client: Razorpay;

  constructor(
    @Inject(RAZORPAY_SETTINGS) private readonly settings: RazorpaySettings,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    this.client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
    // The SDK sets no timeout; a hung connection must not hold the user's Pay Now forever.
    this.http().defaults.timeout = REQUEST_TIMEOUT_MS;
  }

  async createOrder(order: NewOrder): Promise<{ id: string }> {
    const created = await this.sdk().orders.create({
      amount: order.amountPaise,
      currency: order.currency,
      receipt: order.receipt,
      notes: order.notes,
    });
    return { id: created.id };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const payment = await this.sdk().payments.fetch(paymentId);
    return {
      id: payment.id,
      orderId: String(payment.order_id),
      amountPaise: Number(payment.amount),
      currency: payment.currency,
      status: payment.status,
    };
  }

  private sdk(): Razorpay {
    if (this.settings.mode === 'off') throw new SubscriptionError('ORDER_NOT_CREATED');
    if (this.settings.mode === 'sandbox') this.pointAtSandbox();
    return this.client;
  }

  // The SDK fixes its host to https://api.razorpay.com and has no option for another (razorpay-node
  // PR #224 is still open), so the sandbox sets the base URL of its axios instance instead. The
  // port is only known once the server listens, hence here rather than in the constructor.
  private pointAtSandbox(): void {
    this.http().defaults.baseURL = localApiUrl(this.adapterHost, SANDBOX_API_PATH);
  }

  /** The SDK's axios instance (untyped in its declarations). */
  private http(): { defaults: { baseURL?: string; timeout?: number } } {
    return (this.client.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }).rq;
  }
}
