import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { MakePaymentHandler } from './make-payment/make-payment.handler.js';
import { PaymentsController } from './payments.controller.js';
import { AdvancePaymentQuery } from './read-model/advance-payment.query.js';
import { PayListQuery } from './read-model/pay-list.query.js';
import { PaymentsProjector } from './read-model/payments.projector.js';

// Payments against settled transaction notes and the advance, and their confirmation by the seller.
@Module({
  imports: [AccountsModule, UploadsModule],
  controllers: [PaymentsController],
  providers: [MakePaymentHandler, PaymentsProjector, PayListQuery, AdvancePaymentQuery],
})
export class PaymentsModule {}
