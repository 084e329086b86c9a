import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { OrderView } from './create-order.handler.js';
import type { CreateOrderRequest } from './create-order.request.js';

// CreateOrder: a Razorpay order for a plan, for the caller's checkout.
export class CreateOrderCommand extends Command<OrderView> {
  constructor(
    readonly actor: Actor,
    readonly request: CreateOrderRequest,
  ) {
    super();
  }
}
