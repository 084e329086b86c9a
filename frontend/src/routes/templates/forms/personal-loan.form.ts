import { formatDate, formatInr } from '@/lib/format';
import { daysForMonths, decimal, item, type LongFormSpec, term, text, ticked, whole } from './long-form';

// /PersonalLoanT1: the 'Loan Agreement' template (borrower and lender).
export const PERSONAL_LOAN: LongFormSpec = {
  title: 'Personal Loan Agreement',
  template: 'Loan Agreement',
  intro: 'A loan between two people: the amount, interest, how it is repaid and any security.',
  sections: [
    {
      title: 'Loan',
      fields: [
        { name: 'principal', label: 'Loan amount (₹)', kind: 'amount', required: true },
        { name: 'interestRate', label: 'Interest rate (% a year)', kind: 'percent', required: true },
        { name: 'disbursementDate', label: 'Disbursement date', kind: 'date', required: true },
        { name: 'tenureMonths', label: 'Tenure (months)', kind: 'number', required: true, initial: '12' },
        { name: 'purpose', label: 'Purpose of the loan', kind: 'text', wide: true },
      ],
    },
    {
      title: 'Repayment',
      fields: [
        { name: 'emi', label: 'Monthly instalment (₹)', kind: 'amount' },
        { name: 'firstEmiDate', label: 'First instalment on', kind: 'date' },
        { name: 'latePercent', label: 'Late payment penalty (%)', kind: 'percent', initial: '0' },
        { name: 'graceDays', label: 'Grace period (days)', kind: 'number', initial: '0' },
        { name: 'prepayment', label: 'The borrower may repay early without charge', kind: 'checkbox', initial: true },
        { name: 'cheques', label: 'The borrower gives post-dated cheques for the instalments', kind: 'checkbox' },
      ],
    },
    {
      title: 'Security',
      fields: [
        { name: 'secured', label: 'The loan is secured', kind: 'checkbox' },
        { name: 'security', label: 'Security offered', kind: 'textarea', wide: true },
        { name: 'guaranteed', label: 'A guarantor stands for the borrower', kind: 'checkbox' },
        { name: 'guarantor', label: 'Guarantor name and contact', kind: 'text', wide: true },
      ],
    },
    { title: 'Anything else', fields: [{ name: 'notes', label: 'Additional terms', kind: 'textarea', wide: true }] },
  ],
  toContract: (a) => {
    const months = whole(a, 'tenureMonths', 12);
    const emi = text(a, 'emi');
    const firstEmi = text(a, 'firstEmiDate');
    const purpose = text(a, 'purpose');
    return {
      StartDate: text(a, 'disbursementDate') || null,
      NumberOfDays: daysForMonths(text(a, 'disbursementDate'), months),
      LDPercent: decimal(a, 'latePercent'),
      LDDays: whole(a, 'graceDays'),
      Items: [
        item('Loan principal', '1', decimal(a, 'principal'), '0', { ItemDescription: purpose && `For ${purpose}` }),
      ],
      Terms: [
        ...term(
          'Interest',
          `Interest accrues at ${decimal(a, 'interestRate')}% a year on the outstanding principal from the date of disbursement.`,
        ),
        ...term(
          'Prepayment',
          ticked(a, 'prepayment')
            ? 'The borrower may repay all or part of the loan early without any charge.'
            : 'Early repayment needs the lender’s written consent.',
        ),
        ...term(
          'Post-dated cheques',
          ticked(a, 'cheques') ? 'The borrower hands over post-dated cheques for every instalment on signing.' : '',
        ),
        ...term('Security', ticked(a, 'secured') ? text(a, 'security') || 'The loan is secured as agreed.' : ''),
        ...term(
          'Guarantee',
          ticked(a, 'guaranteed') ? `The loan is guaranteed by ${text(a, 'guarantor') || 'a guarantor'}.` : '',
        ),
        ...term('Additional terms', text(a, 'notes')),
      ],
      PaymentTerms: term(
        'Repayment',
        `The borrower repays in ${months} monthly instalments${emi ? ` of ${formatInr(emi)}` : ''}${
          firstEmi ? `, the first on ${formatDate(firstEmi)}` : ''
        }, interest included.`,
      ),
    };
  },
};
