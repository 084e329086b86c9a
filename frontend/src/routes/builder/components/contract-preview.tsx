import { creatorTypeOf } from '@samvida/machines';
import { lookupLabel, useUnits } from '@/api/lookups';
import { DocumentPaper, documentClasses as doc } from '@/components/document/document-paper';
import { TermsClause } from '@/components/document/terms-clause';
import { formatMoney } from '@/lib/currency';
import { formatDate } from '@/lib/format';
import { otherRoleOf, roleLabel } from '@/lib/builder-roles';
import { type BuilderDraft, draftTotals, lineAmountOf } from '../lib/builder-draft';

const nameIn = (details: string) => /^Name:[ \t]*(.*)$/m.exec(details)?.[1]?.trim() ?? '';

// The contract as it will read: parties, recitals, numbered clauses with the items table, signatures.
export function ContractPreview({ draft }: { draft: BuilderDraft }) {
  const units = useUnits();
  const money = (amount: string) => formatMoney(amount, draft.currency);
  const totals = draftTotals(draft.lineItems);
  const ownRole = draft.userRole;
  const otherRole = otherRoleOf(draft.templateName, ownRole);
  const [buyerRole, sellerRole] = creatorTypeOf(ownRole) === 'buyer' ? [ownRole, otherRole] : [otherRole, ownRole];
  const title = /agreement$/i.test(draft.templateName) ? draft.templateName : `${draft.templateName} Agreement`;
  const start = draft.startDate ? formatDate(draft.startDate) : null;
  const counterparty = draft.counterpartyDetails.trim() || draft.counterpartyContact.trim();
  const parties = [
    { role: ownRole, details: draft.firstpartyDetails.trim(), note: 'first party' },
    { role: otherRole, details: counterparty, note: 'counterparty' },
  ];
  const penalty = Number(draft.penalityPercent) > 0;

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
      <p className={doc.paragraph}>
        WHEREAS the {roleLabel(sellerRole).toLowerCase()} has agreed to provide, and the{' '}
        {roleLabel(buyerRole).toLowerCase()} has agreed to take and pay for, what is set out below; NOW, THEREFORE, the
        parties agree as follows:
      </p>

      <ol className={doc.clauses}>
        <li>
          <strong>Term.</strong> This Agreement begins {start ? `on ${start}` : 'on the start date'} and runs for{' '}
          {draft.contractDuration || '—'} days.{' '}
          {penalty
            ? `A delay of more than ${draft.penalityDays || 0} days attracts a penalty of ${draft.penalityPercent}% of the contract value.`
            : 'No penalty for late completion applies.'}
        </li>
        <li>
          <strong>Consideration.</strong> The {roleLabel(buyerRole).toLowerCase()} shall pay for the following:
          {draft.lineItems.length === 0 ? (
            <p className={doc.paragraph}>
              <Blank>No items yet.</Blank>
            </p>
          ) : (
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
          )}
          An advance of {draft.advance || 0}% of the contract value is payable before work begins
          {Number(draft.deposite) > 0 ? `, and a security deposit of ${money(draft.deposite)} is held` : ''}.
        </li>
        <TermsClause
          title="Payment terms"
          terms={asClauses(draft.paymentTerms)}
          empty="As agreed between the parties."
        />
        <TermsClause title="Terms and conditions" terms={asClauses(draft.customTerms)} empty="No further terms." />
        <li>
          <strong>Entire agreement.</strong> This Agreement records everything the parties have agreed; a change binds
          them only when both accept it on Samvida.
        </li>
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

const asClauses = (terms: BuilderDraft['customTerms']) => terms.map((term) => ({ ...term, key: term.id }));
