import { formatInr, invoiceAmountOf, statusLabel, type AgreementState } from '@samvida/machines';

// One line of a moment's picture: `key` identifies the same fact at two moments.
export interface SnapshotRow {
  key: string;
  section: string;
  label: string;
  value: string;
}

// The contract at one moment as comparable rows: the agreement's status and general terms, each
// item's rates and status, each term's wording and status, invoices, notes and payments.
export function snapshotRows(state: AgreementState): SnapshotRow[] {
  const rows: SnapshotRow[] = [];
  const add = (key: string, section: string, label: string, value: string) => rows.push({ key, section, label, value });
  const agreement = state.agreement;
  if (!agreement) return rows;
  const g = agreement.context.generalTerms;
  add('agreement.status', 'Agreement', 'Status', statusLabel(agreement.status));
  add(
    'agreement.terms',
    'Agreement',
    'General terms',
    `LD ${g.ldPercent}% after ${g.ldDays} days · advance ${g.advancePercent}% · ${g.durationDays} days`,
  );
  add('agreement.auditors', 'Agreement', 'Auditors', String(agreement.context.auditorIds.length));
  for (const [id, item] of Object.entries(state.items)) {
    const c = item.context;
    const rate = (value: string | null) => (value === null ? 'Waiting' : formatInr(value));
    add(`item.${id}.status`, `Item “${c.title}”`, 'Status', statusLabel(item.status));
    add(
      `item.${id}.seller`,
      `Item “${c.title}”`,
      'Seller rate',
      `${rate(c.sellerRate)} · ${c.sellerCompletionDays ?? '–'} days`,
    );
    add(
      `item.${id}.buyer`,
      `Item “${c.title}”`,
      'Buyer rate',
      `${rate(c.buyerRate)} · ${c.buyerCompletionDays ?? '–'} days`,
    );
    add(`item.${id}.quantity`, `Item “${c.title}”`, 'Quantity and tax', `${c.quantity} · ${c.taxPercent}%`);
  }
  for (const [id, term] of Object.entries(state.terms)) {
    add(`term.${id}.status`, `Term “${term.context.title}”`, 'Status', statusLabel(term.status));
    add(`term.${id}.text`, `Term “${term.context.title}”`, 'Wording', term.context.text);
  }
  for (const [id, invoice] of Object.entries(state.invoices)) {
    const total = invoiceAmountOf(state, id);
    add(
      `invoice.${id}`,
      'Invoices',
      `Invoice ${id.slice(0, 8)}`,
      `${statusLabel(invoice.status)} · ${formatInr(total)}`,
    );
  }
  for (const [id, note] of Object.entries(state.notes)) {
    const due = note.context.totalDue === null ? '' : ` · ${formatInr(note.context.totalDue)} due`;
    add(`note.${id}`, 'Transaction notes', `Note ${id.slice(0, 8)}`, `${statusLabel(note.status)}${due}`);
  }
  for (const [id, payment] of Object.entries(state.payments)) {
    add(
      `payment.${id}`,
      'Payments',
      `Payment ${id.slice(0, 8)}`,
      `${statusLabel(payment.status)} · ${formatInr(payment.context.amount)}`,
    );
  }
  return rows;
}

// Rows of both moments, aligned by key; `changed` when the two values differ (or one is missing).
export function compareSnapshots(a: SnapshotRow[], b: SnapshotRow[]) {
  const byKey = new Map(b.map((row) => [row.key, row]));
  const seen = new Set<string>();
  const aligned = a.map((row) => {
    seen.add(row.key);
    const other = byKey.get(row.key);
    return { ...row, before: row.value, after: other?.value ?? '—', changed: other?.value !== row.value };
  });
  const added = b
    .filter((row) => !seen.has(row.key))
    .map((row) => ({ ...row, before: '—', after: row.value, changed: true }));
  return [...aligned, ...added];
}
