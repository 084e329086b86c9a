import { Injectable } from '@nestjs/common';
import { invoiceView } from '@samvida/machines';
import type { EntityManager } from 'typeorm';
import { changedIds, firstTouch, ExecutionProjector, type FoldedAgreement } from '../../projections/agreement-folds.js';

// The Invoice & Payments tab: one row per invoice holding its whole card (lines, GST tax invoice,
// credit note, transaction note and payment account) as the machines' `invoiceView` computes it.
@Injectable()
export class InvoicesProjector extends ExecutionProjector {
  readonly name = 'invoices';
  readonly tables = ['invoice_folds', 'invoices'];

  protected async save({ agreementId, before, after, events }: FoldedAgreement, manager: EntityManager): Promise<void> {
    // A card shows its note and payments too, so any change to those redraws the agreement's cards.
    const touched = (['invoices', 'notes', 'noteItems', 'payments'] as const).some(
      (c) => changedIds(before[c] as Record<string, unknown>, after[c] as Record<string, unknown>).length > 0,
    );
    if (!touched) return;
    const at = new Date(events.at(-1)!.metadata.occurredAt);
    for (const invoiceId of Object.keys(after.invoices)) {
      const view = invoiceView(after, invoiceId);
      await manager.query(
        `insert into invoices (invoice_id, agreement_id, status, number, raised_on, view) values ($1, $2, $3, $4, $5, $6)
         on conflict (invoice_id) do update set status = excluded.status, number = excluded.number, view = excluded.view`,
        [
          invoiceId,
          agreementId,
          view.invoiceStatus,
          view.taxInvoice?.number ?? null,
          firstTouch(events, 'invoiceId', invoiceId) ?? at,
          view,
        ],
      );
    }
  }
}
