import type { Actor } from '../../common/auth/access-token.service.js';
import { ContractCommand } from '../../contract-commands/contract-command.js';
import type { MakePaymentRequest } from './make-payment.request.js';

// The buyer records a payment against a completed note or the advance, up to what is still due.
export class MakePaymentCommand extends ContractCommand<'MakePayment'> {
  constructor(actor: Actor, request: MakePaymentRequest, commandId?: string) {
    super(actor, 'MakePayment', request, commandId);
  }
}
