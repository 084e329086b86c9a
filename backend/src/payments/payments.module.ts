import { Module } from '@nestjs/common';
import { MakePaymentHandler } from './make-payment/make-payment.handler.js';
import { PaymentNotReceivedHandler } from './payment-not-received/payment-not-received.handler.js';
import { PaymentReceivedHandler } from './payment-received/payment-received.handler.js';
import { PaymentRespondHandler } from './payment-respond/payment-respond.handler.js';
import { PaymentsController } from './payments.controller.js';
import { PayListQuery } from './read-model/pay-list.query.js';
import { PaymentsProjector } from './read-model/payments.projector.js';

/** Payments against settled transaction notes and their confirmation by the seller. */
@Module({
  controllers: [PaymentsController],
  providers: [
    MakePaymentHandler,
    PaymentReceivedHandler,
    PaymentNotReceivedHandler,
    PaymentRespondHandler,
    PaymentsProjector,
    PayListQuery,
  ],
})
export class PaymentsModule {}
