import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { MakePaymentRequest } from './make-payment.request.js';

/** The buyer records a payment against a completed note, up to what is still due (MakePayment). */
export class MakePaymentCommand extends AgreementUseCase<MakePaymentRequest> {}
