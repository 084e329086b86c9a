import { contractRecital, contractTitle, indianDate } from '@samvida/machines';
import { lookupLabel, useUnits } from '@/api/lookups';
import { DocumentPaper, documentClasses as doc } from '@/components/document/document-paper';
import { TermsClause } from '@/components/document/terms-clause';
import { formatMoney } from '@/lib/currency';
import { otherRoleOf, roleLabel } from '@/lib/builder-roles';
import { type BuilderDraft, draftClauses, draftTotals, lineAmountOf } from '../lib/builder-draft';

const nameIn = (details: string) => /^Name:[ \t]*(.*)$/m.exec(details)?.[1]?.trim() ?? '';

// The contract as it will read: parties, recitals, the numbered clauses (the machines' list, which
// the signed contract document prints too) with the items table, signatures.
export function ContractPreview({ draft }: { draft: BuilderDraft }) {
  const ownRole = draft.userRole;
  const otherRole = otherRoleOf(draft.templateName, ownRole);
  const title = contractTitle(draft.templateName);
  const start = draft.startDate ? indianDate(draft.startDate) : null;
  const counterparty = draft.counterpartyDetails.trim() || draft.counterpartyContact.trim();
  const parties = [
    { role: ownRole, details: draft.firstpartyDetails.trim(), note: 'first party' },
    { role: otherRole, details: counterparty, note: 'counterparty' },
  ];

  return (
    <DocumentPaper label="Contract preview" title={title} subtitle="Draft for review · not yet signed">
      <p className={doc.paragraph}>
        This {title} (the “Agreement”) is made {start ? `on ${start}` : <Blank>on the start date</Blank>} between:
      </p>
      <div className={doc.parties}>
        {parties.map((party) => (
          <div key={party.note} className={doc.party}>
            <strong>
              {roleLabel(party.role)} ({party.note})
            </strong>
            {'\n'}
            {party.details || <Blank>details to be added</Blank>}
          </div>
        ))}
      </div>

      <h4 className={doc.heading}>Recitals</h4>
      <p className={doc.paragraph}>{contractRecital(draft.templateName)}</p>

      <ol className={doc.clauses}>
        {draftClauses(draft).map((clause) =>
          clause.terms ? (
            <TermsClause
              key={clause.key}
              title={clause.title}
              terms={clause.terms.map((term, index) => ({ ...term, key: String(index) }))}
              empty={clause.text}
            />
          ) : (
            <li key={clause.key}>
              <strong>{clause.title}.</strong> {clause.text}
              {clause.key === 'consideration' && <ItemsTable draft={draft} />}
              {clause.closing}
            </li>
          ),
        )}
      </ol>

      <div className={doc.signatures}>
        {parties.map((party) => (
          <div key={party.note} className={doc.signature}>
            For the {roleLabel(party.role).toLowerCase()}
            <br />
            Name: {nameIn(party.details) || '________________'}
            <br />
            Signature and date: ________________
          </div>
        ))}
      </div>
    </DocumentPaper>
  );
}

function Blank({ children }: { children: string }) {
  return <span className={doc.blank}>[{children}]</span>;
}

// The consideration's items with their totals.
function ItemsTable({ draft }: { draft: BuilderDraft }) {
  const units = useUnits();
  const money = (amount: string) => formatMoney(amount, draft.currency);
  const totals = draftTotals(draft.lineItems);
  if (draft.lineItems.length === 0)
    return (
      <p className={doc.paragraph}>
        <Blank>No items yet.</Blank>
      </p>
    );
  return (
    <div className={doc.tableWrap}>
      <table className={doc.table} aria-label="Items">
        <thead>
          <tr>
            <th>#</th>
            <th className={doc.wide}>Item</th>
            <th className={doc.number}>Qty</th>
            <th className={doc.number}>Rate</th>
            <th className={doc.number}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {draft.lineItems.map((line, index) => (
            <tr key={line.id}>
              <td>{index + 1}</td>
              <td>
                {line.title || <Blank>untitled</Blank>}
                {line.description && <div className={doc.note}>{line.description}</div>}
                <div className={doc.note}>
                  {line.hsnSac && `HSN/SAC ${line.hsnSac} · `}GST {line.tax || 0}%
                </div>
              </td>
              <td className={doc.number}>
                {line.quantity || 0} {lookupLabel(units.data, line.unit)}
              </td>
              <td className={doc.number}>{money(line.rate || '0')}</td>
              <td className={doc.number}>{money(lineAmountOf(line))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>Subtotal</td>
            <td className={doc.number}>{money(totals.net)}</td>
          </tr>
          <tr>
            <td colSpan={4}>Tax</td>
            <td className={doc.number}>{money(totals.tax)}</td>
          </tr>
          <tr>
            <td colSpan={4}>Total</td>
            <td className={doc.number} data-testid="preview-total">
              {money(totals.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
