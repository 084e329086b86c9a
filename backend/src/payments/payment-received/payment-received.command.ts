import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { PaymentReceivedRequest } from './payment-received.request.js';

/** The seller confirms a payment arrived (PaymentReceived). */
export class PaymentReceivedCommand extends AgreementUseCase<PaymentReceivedRequest> {}
