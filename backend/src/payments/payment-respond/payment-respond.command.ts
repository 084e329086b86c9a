import { AgreementUseCase } from '../../common/cqrs/agreement-command.js';
import type { PaymentRespondRequest } from './payment-respond.request.js';

/** The buyer answers a "not received" with a reference (PaymentRespond). */
export class PaymentRespondCommand extends AgreementUseCase<PaymentRespondRequest> {}
