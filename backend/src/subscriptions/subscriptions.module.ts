import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { RUNTIME, type Runtime } from '../config/runtime.js';
import { LookupsModule } from '../lookups/lookups.module.js';
import { CreateOrderHandler } from './create-order/create-order.handler.js';
import { EntitlementUsage } from './entitlement-usage.entity.js';
import { EntitlementsService } from './entitlements.service.js';
import { PaymentOrder } from './payment-order.entity.js';
import { PlanActivation } from './plan-activation.js';
import { RAZORPAY_SETTINGS, razorpaySettings } from './razorpay/razorpay-settings.js';
import { RazorpayGateway } from './razorpay/razorpay.gateway.js';
import { RazorpayWebhookHandler } from './razorpay-webhook/razorpay-webhook.handler.js';
import { RechargeHandler } from './recharge/recharge.handler.js';
import { SandboxLedger } from './sandbox/sandbox-ledger.js';
import { SandboxRazorpayController } from './sandbox/sandbox-razorpay.controller.js';
import { SandboxWebhookSender } from './sandbox/sandbox-webhook.sender.js';
import { SubscriptionExpiry } from './subscription-expiry.js';
import { SubscriptionStatusQuery } from './subscription-status.query.js';
import { Subscription } from './subscription.entity.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { WebhookEvent } from './webhook-event.entity.js';

// Plans bought through Razorpay (or the local sandbox without keys), their periods, and the plan
// limits other features check through EntitlementsService.
@Module({})
export class SubscriptionsModule {
  static register(runtime: Runtime): DynamicModule {
    const sandbox = razorpaySettings(runtime).mode === 'sandbox';
    return {
      module: SubscriptionsModule,
      global: true,
      imports: [
        TypeOrmModule.forFeature([Subscription, PaymentOrder, WebhookEvent, EntitlementUsage]),
        AccountsModule,
        LookupsModule,
      ],
      controllers: [SubscriptionsController, ...(sandbox ? [SandboxRazorpayController] : [])],
      providers: [
        { provide: RAZORPAY_SETTINGS, useFactory: razorpaySettings, inject: [RUNTIME] },
        RazorpayGateway,
        PlanActivation,
        CreateOrderHandler,
        RechargeHandler,
        RazorpayWebhookHandler,
        SubscriptionStatusQuery,
        SubscriptionExpiry,
        EntitlementsService,
        ...(sandbox ? [SandboxLedger, SandboxWebhookSender] : []),
      ],
      exports: [EntitlementsService],
    };
  }
}
