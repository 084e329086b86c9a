import { lookupLabel, useUnits } from '@/api/lookups';
import { DocumentPaper, documentClasses as doc } from '@/components/document/document-paper';
import { TermsClause } from '@/components/document/terms-clause';
import { formatDate } from '@/lib/format';

export interface QuotationView {
  uid?: string;
  status?: string;
  title: string;
  description: string;
  requester: string;
  completionDays: string | number;
  ldDays: string | number;
  ldPercent: string;
  inviteOnly: boolean;
  endDate?: string | null;
  items: { key: string; title: string; description: string; hsnSac: string; quantity: string; unit: string | number }[];
  terms: { key: string; title: string; text: string; isPaymentTerm: boolean }[];
}

// The RFQ as sellers read it: who asks, for what, by when, on which terms.
export function QuotationPreview({ view }: { view: QuotationView }) {
  const units = useUnits();
  const payment = view.terms.filter((term) => term.isPaymentTerm);
  const other = view.terms.filter((term) => !term.isPaymentTerm);
  const penalty = Number(view.ldPercent) > 0;

  return (
    <DocumentPaper
      label="Quotation preview"
      title="Request for Quotation"
      subtitle={`${view.uid ?? 'Not published yet'}${view.status ? ` · ${view.status}` : ''}`}
    >
      <p className={doc.paragraph}>
        <strong>Requested by:</strong> {view.requester || '—'}
        <br />
        <strong>Subject:</strong> {view.title || <span className={doc.blank}>[title]</span>}
      </p>
      {view.description && <p className={doc.paragraph}>{view.description}</p>}
      <ol className={doc.clauses}>
        <li>
          <strong>Items required.</strong>
          {view.items.length === 0 ? (
            <p className={doc.paragraph}>
              <span className={doc.blank}>[No Item Is Present.]</span>
            </p>
          ) : (
            <div className={doc.tableWrap}>
              <table className={doc.table} aria-label="Items required">
                <thead>
                  <tr>
                    <th>#</th>
                    <th className={doc.wide}>Item</th>
                    <th className={doc.number}>Quantity</th>
                  </tr>
                </thead>
                <tbody>
                  {view.items.map((item, index) => (
                    <tr key={item.key}>
                      <td>{index + 1}</td>
                      <td>
                        {item.title}
                        {item.description && <div className={doc.note}>{item.description}</div>}
                        {item.hsnSac && <div className={doc.note}>HSN/SAC {item.hsnSac}</div>}
                      </td>
                      <td className={doc.number}>
                        {item.quantity} {lookupLabel(units.data, item.unit)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </li>
        <li>
          <strong>Completion.</strong> The work is to be completed within {view.completionDays || '—'} days of the
          agreement.{' '}
          {penalty
            ? `A delay of more than ${view.ldDays || 0} days attracts a penalty of ${view.ldPercent}% of the contract value.`
            : 'No penalty for late completion applies.'}
        </li>
        <TermsClause title="Payment terms" terms={payment} empty="To be proposed in the quotation." />
        <TermsClause title="Terms and conditions" terms={other} empty="None." />
        <li>
          <strong>Quotations.</strong> {view.inviteOnly ? 'By invitation only.' : 'Open to every seller on Samvida.'}
          {view.endDate ? ` Quotations close on ${formatDate(view.endDate)}.` : ''}
        </li>
      </ol>
    </DocumentPaper>
  );
}
