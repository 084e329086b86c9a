import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { CommandOutcome } from '../../agreements/agreement-moves.service.js';
import type { CreatePurchaseOrderRequest } from './create-purchase-order.request.js';

export class CreatePurchaseOrderCommand extends Command<CommandOutcome> {
  constructor(
    readonly actor: Actor,
    readonly request: CreatePurchaseOrderRequest,
    readonly commandId?: string,
  ) {
    super();
  }
}
