import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { ContractOutcome } from '../../contract-commands/contract-command.js';
import type { CreatePurchaseOrderRequest } from './create-purchase-order.request.js';

export class CreatePurchaseOrderCommand extends Command<ContractOutcome> {
  constructor(
    readonly actor: Actor,
    readonly request: CreatePurchaseOrderRequest,
    readonly commandId?: string,
  ) {
    super();
  }
}
