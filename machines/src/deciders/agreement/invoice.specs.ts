// Agreement-stream commands on invoices: drafting, editing lines and publishing.
import type { z } from 'zod';
import { type InvoiceLineInput } from '../../commands/agreement.commands.js';
import type { InvoiceLineData } from '../../events/agreement.events.js';
import { invoiceable } from '../../lifecycles/item.machine.js';
import { taxedLine } from '../../rules/gst.rules.js';
import { compareDecimals, subtractDecimals } from '../../rules/money.js';
import { type AgreementState } from '../agreement.state.js';
import { billedQuantity, creditNoteLinesOf } from '../agreement.views.js';
import { invoiceAmountOf } from '../contract-amounts.js';
import { refuse, type Refusal } from '../decision.js';
import { ev, fresh, probe, type SpecTable } from './command-spec.js';

/** A line may bill at most the agreed quantity less what the other invoices already bill. */
function beyondAgreed(state: AgreementState, agItemId: string, quantity: string, invoiceId?: string) {
  const item = state.items[agItemId]!.context;
  const left = subtractDecimals(item.quantity, billedQuantity(state, agItemId, invoiceId));
  return compareDecimals(quantity, left) > 0
    ? refuse(
        'INVALID_COMMAND',
        `The quantity of '${item.title}' cannot be more than ${compareDecimals(left, 0) > 0 ? left : 0}, what is left to invoice of the ${item.quantity} agreed.`,
      )
    : undefined;
}

/** Invoice lines from ticked rows; each must be an Active item of this agreement, once, within its quantity. */
function invoiceLines(
  state: AgreementState,
  rows: z.output<typeof InvoiceLineInput>[],
  before: InvoiceLineData[],
  newId: () => string,
  invoiceId?: string,
): InvoiceLineData[] | Refusal {
  const lines: InvoiceLineData[] = [];
  for (const row of rows) {
    const item = state.items[row.AgItemId];
    if (!item || !invoiceable(item.status))
      return refuse('INVALID_COMMAND', 'Only active items of this agreement can be invoiced.');
    if (lines.some((l) => l.agItemId === row.AgItemId))
      return refuse('INVALID_COMMAND', 'Each item can appear only once on an invoice.');
    const tooMany = beyondAgreed(state, row.AgItemId, row.QuantityDelivered, invoiceId);
    if (tooMany) return tooMany;
    const { hsnSac, title, description, taxPercent, unit } = item.context;
    lines.push({
      invoiceItemId: row.Id ?? before.find((l) => l.agItemId === row.AgItemId)?.invoiceItemId ?? newId(),
      agItemId: row.AgItemId,
      hsnSac,
      title,
      description,
      taxPercent,
      unit,
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
      const items = invoiceLines(state, data.ItemList, state.invoices[id]!.context.items, env.newId, id);
      return Array.isArray(items) ? [ev('InvoiceEdited', { by, invoiceId: id, note: data.InvoiceNote, items })] : items;
    },
  },
  UpdateInvoiceItem: {
    entity: 'invoice',
    target: (d) => d.InvoiceId,
    probe: probe('InvoiceItemEdited', (invoiceId) => ({ invoiceId })),
    build: ({ state, data, by, id }) => {
      const line = state.invoices[id]!.context.items.find((l) => l.invoiceItemId === data.Id);
      if (!line) return refuse('NOT_FOUND', 'This invoice has no such item.');
      return (
        beyondAgreed(state, line.agItemId, data.QuantityDelivered, id) ?? [
          ev('InvoiceItemEdited', {
            by,
            invoiceId: id,
            invoiceItemId: data.Id,
            quantityDelivered: data.QuantityDelivered,
            rate: data.Rate,
            note: data.Note,
          }),
        ]
      );
    },
  },
  PublishInvoice: {
    entity: 'invoice',
    target: (d) => d.InvoiceId,
    probe: probe('InvoicePublished', (invoiceId) => ({ invoiceId })),
    // Priced before numbering fixes the GSTINs, so inter-state (SUPPLY_BEFORE_NUMBERING).
    build: ({ state, by, id }) => [ev('InvoicePublished', { by, invoiceId: id, amount: invoiceAmountOf(state, id) })],
  },
  // The numbering reactor's commands (system only): the machines accept each once per invoice.
  NumberInvoice: {
    entity: 'invoice',
    target: (d) => d.InvoiceId,
    probe: probe('InvoiceNumbered', (invoiceId) => ({ invoiceId })),
    build: ({ data, by, id }) => [
      ev('InvoiceNumbered', {
        by,
        invoiceId: id,
        number: data.Number,
        financialYear: data.FinancialYear,
        issuedOn: data.IssuedOn,
        sellerGstin: data.SellerGstin,
        buyerGstin: data.BuyerGstin,
        ...(data.PlaceOfSupply !== undefined && {
          placeOfSupply: data.PlaceOfSupply,
          placeOfSupplyReason: data.PlaceOfSupplyReason ?? null,
        }),
      }),
    ],
  },
  IssueCreditNote: {
    entity: 'invoice',
    target: (d, state) => state.notes[d.NoteId]?.context.invoiceId,
    probe: probe('CreditNoteIssued', (invoiceId) => ({ invoiceId })),
    build: ({ state, data, by, id, env }) => {
      if (!state.notes[data.NoteId]!.context.totalDue)
        return refuse('NOT_ALLOWED', 'A credit note is issued only for a settled transaction note.');
      const lines = creditNoteLinesOf(state, data.NoteId);
      if (lines.length === 0)
        return refuse('NOT_ALLOWED', 'This note settles for the whole invoice: no credit note is due.');
      return [
        ev('CreditNoteIssued', {
          by,
          creditNoteId: env.newId(),
          invoiceId: id,
          noteId: data.NoteId,
          number: data.Number,
          issuedOn: data.IssuedOn,
          lines: lines.map(taxedLine),
        }),
      ];
    },
  },
} satisfies Partial<SpecTable>;
