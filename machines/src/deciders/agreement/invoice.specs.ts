// Agreement-stream commands on invoices: drafting, editing lines and publishing.
import type { z } from 'zod';
import { type InvoiceLineInput } from '../../commands/agreement.commands.js';
import type { InvoiceLineData } from '../../events/agreement.events.js';
import { totalsOf } from '../../rules/money.js';
import { type AgreementState } from '../agreement.state.js';
import { refuse, type Refusal } from '../decision.js';
import { ev, fresh, probe, type SpecTable } from './command-spec.js';

/** Invoice lines from ticked rows; each must be an Active item of this agreement. */
function invoiceLines(
  state: AgreementState,
  rows: z.output<typeof InvoiceLineInput>[],
  before: InvoiceLineData[],
  newId: () => string,
): InvoiceLineData[] | Refusal {
  const lines: InvoiceLineData[] = [];
  for (const row of rows) {
    const item = state.items[row.AgItemId];
    if (item?.status !== 'Active')
      return refuse('INVALID_COMMAND', 'Only active items of this agreement can be invoiced.');
    const { hsnSac, title, description, taxPercent } = item.context;
    lines.push({
      invoiceItemId: row.Id ?? before.find((l) => l.agItemId === row.AgItemId)?.invoiceItemId ?? newId(),
      agItemId: row.AgItemId,
      hsnSac,
      title,
      description,
      taxPercent,
      quantityDelivered: row.QuantityDelivered,
      rate: row.Rate,
      note: row.Note,
    });
  }
  return lines;
}

export const INVOICE_SPECS = {
  MakeInvoice: {
    entity: 'agreement',
    probe: probe('InvoiceDrafted'),
    build: ({ state, data, by, env }) => {
      const invoiceId = data.Id ?? env.newId();
      const taken = fresh(state, 'invoice', invoiceId);
      if (taken) return taken;
      const items = invoiceLines(state, data.ItemList, [], env.newId);
      return Array.isArray(items) ? [ev('InvoiceDrafted', { by, invoiceId, note: data.InvoiceNote, items })] : items;
    },
  },
  UpdateInvoice: {
    entity: 'invoice',
    target: (d) => d.Id,
    probe: probe('InvoiceEdited', (invoiceId) => ({ invoiceId })),
    build: ({ state, data, by, id, env }) => {
      const items = invoiceLines(state, data.ItemList, state.invoices[id]!.context.items, env.newId);
      return Array.isArray(items) ? [ev('InvoiceEdited', { by, invoiceId: id, note: data.InvoiceNote, items })] : items;
    },
  },
  UpdateInvoiceItem: {
    entity: 'invoice',
    target: (d) => d.InvoiceId,
    probe: probe('InvoiceItemEdited', (invoiceId) => ({ invoiceId })),
    build: ({ state, data, by, id }) =>
      state.invoices[id]!.context.items.some((l) => l.invoiceItemId === data.Id)
        ? [
            ev('InvoiceItemEdited', {
              by,
              invoiceId: id,
              invoiceItemId: data.Id,
              quantityDelivered: data.QuantityDelivered,
              rate: data.Rate,
              note: data.Note,
            }),
          ]
        : refuse('NOT_FOUND', 'This invoice has no such item.'),
  },
  PublishInvoice: {
    entity: 'invoice',
    target: (d) => d.InvoiceId,
    probe: probe('InvoicePublished', (invoiceId) => ({ invoiceId })),
    build: ({ state, by, id }) => {
      const lines = state.invoices[id]!.context.items.map((l) => ({ ...l, quantity: l.quantityDelivered }));
      return [ev('InvoicePublished', { by, invoiceId: id, amount: totalsOf(lines).total })];
    },
  },
} satisfies Partial<SpecTable>;
