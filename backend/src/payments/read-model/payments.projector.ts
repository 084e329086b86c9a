import { Injectable } from '@nestjs/common';
import {
  advancePaymentView,
  paymentStepOf,
  paymentView,
  type PaymentStep,
  type RecordedEvent,
} from '@samvida/machines';
import type { EntityManager } from 'typeorm';
import {
  changedIds,
  firstTouch,
  lastTouch,
  touchedIds,
  ExecutionProjector,
  type FoldedAgreement,
} from '../../projections/agreement-folds.js';

// PayList: one row per payment made against a note or the advance, with its status as the seller
// confirmed it and every step so far (appended: each event is folded once, by stream version);
// and the advance's account (due, paid) per contract.
@Injectable()
export class PaymentsProjector extends ExecutionProjector {
  readonly name = 'payments';
  readonly tables = ['payment_folds', 'payments', 'advance_payments'];

  protected async save(folded: FoldedAgreement, manager: EntityManager): Promise<void> {
    await this.savePayments(folded, manager);
    await this.saveAdvance(folded, manager);
  }

  // A payment's row is dated by the events about it (each names it: PaymentMade, PaymentReceived, ...):
  // created by the first, updated by the last. Not by the batch's last event, which in a rebuild
  // (or a busy live batch) is some later move on the contract.
  private async savePayments({ agreementId, before, after, events }: FoldedAgreement, manager: EntityManager) {
    const at = new Date(events.at(-1)!.metadata.occurredAt);
    const written = new Set([
      ...changedIds(before.payments, after.payments),
      ...touchedIds(events, 'paymentId').filter((id) => id in after.payments),
    ]);
    for (const paymentId of written) {
      const view = paymentView(after, paymentId);
      await manager.query(
        `insert into payments (payment_id, agreement_id, note_payment_id, status, created_on, updated_on, view, steps)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (payment_id) do update set status = excluded.status, updated_on = excluded.updated_on,
           view = excluded.view, steps = payments.steps || excluded.steps`,
        [
          paymentId,
          agreementId,
          view.notePaymentId,
          view.paymentStatus,
          firstTouch(events, 'paymentId', paymentId) ?? at,
          lastTouch(events, 'paymentId', paymentId) ?? at,
          view,
          JSON.stringify(stepsOf(events, paymentId)),
        ],
      );
    }
  }

  private async saveAdvance({ agreementId, before, after }: FoldedAgreement, manager: EntityManager) {
    const view = advancePaymentView(after);
    if (!view || JSON.stringify(view) === JSON.stringify(advancePaymentView(before))) return;
    await manager.query(
      `insert into advance_payments (agreement_id, note_payment_id, view) values ($1, $2, $3)
       on conflict (agreement_id) do update set view = excluded.view`,
      [agreementId, view.id, view],
    );
  }
}

const stepsOf = (events: RecordedEvent[], paymentId: string): PaymentStep[] =>
  events
    .filter((event) => (event.data as { paymentId?: string }).paymentId === paymentId)
    .map(paymentStepOf)
    .filter((step): step is PaymentStep => step !== null);
