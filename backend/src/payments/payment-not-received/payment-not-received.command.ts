import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { PaymentNotReceivedRequest } from './payment-not-received.request.js';

/** The seller reports a payment did not arrive (PaymentNotReceived). */
export class PaymentNotReceivedCommand extends AgreementUseCase<PaymentNotReceivedRequest> {}
