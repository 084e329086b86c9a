import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { CreatePurchaseOrderHandler } from './create-purchase-order/create-purchase-order.handler.js';
import { PurchaseOrdersController } from './purchase-orders.controller.js';
import { PurchaseOrderQueries } from './read-model/purchase-order.queries.js';

// Purchase orders: the editor's header, lines, taxes and payment schedule on a draft agreement,
// and the counterparty's link page. The order's SMS and the seat of an unregistered counterparty
// are the agreements' reactors (an order is an agreement from its first event).
@Module({
  imports: [AccountsModule, UploadsModule],
  controllers: [PurchaseOrdersController],
  providers: [CreatePurchaseOrderHandler, PurchaseOrderQueries],
})
export class PurchaseOrdersModule {}
