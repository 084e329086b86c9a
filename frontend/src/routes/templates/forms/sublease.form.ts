import { formatDate, formatInr } from '@/lib/format';
import { daysForMonths, decimal, item, type LongFormSpec, term, text, ticked, tickedLabels, whole } from './long-form';

const UTILITIES = [
  { name: 'electricity', label: 'Electricity', kind: 'checkbox' },
  { name: 'water', label: 'Water', kind: 'checkbox' },
  { name: 'internet', label: 'Internet', kind: 'checkbox' },
] as const;

// /SublettingAgreementT1: the 'Subletting' template (sublessee and sublesser).
export const SUBLEASE: LongFormSpec = {
  title: 'Sublease Agreement',
  template: 'Subletting',
  intro: 'Letting part of a rented home to someone else, with the owner’s consent.',
  sections: [
    {
      title: 'Premises',
      fields: [
        { name: 'address', label: 'Address of the premises', kind: 'text', required: true, wide: true },
        {
          name: 'portion',
          label: 'Portion sublet',
          kind: 'text',
          required: true,
          description: 'For example, one bedroom with attached bath',
        },
        { name: 'use', label: 'Permitted use', kind: 'text', initial: 'Residential use only' },
        { name: 'furnished', label: 'The portion is furnished', kind: 'checkbox' },
      ],
    },
    {
      title: 'Head lease',
      fields: [
        { name: 'owner', label: 'Owner (head landlord) name', kind: 'text' },
        { name: 'headLeaseEnds', label: 'Head lease ends on', kind: 'date' },
        { name: 'consent', label: 'The owner has consented to this sublease in writing', kind: 'checkbox' },
      ],
    },
    {
      title: 'Period and rent',
      fields: [
        { name: 'startDate', label: 'Start date', kind: 'date', required: true },
        { name: 'months', label: 'Period (months)', kind: 'number', required: true, initial: '11' },
        { name: 'rent', label: 'Monthly rent (₹)', kind: 'amount', required: true },
        { name: 'maintenance', label: 'Monthly maintenance (₹)', kind: 'amount' },
        { name: 'deposit', label: 'Security deposit (₹)', kind: 'amount' },
        { name: 'noticeDays', label: 'Notice period (days)', kind: 'number', initial: '30' },
      ],
    },
    { title: 'Utilities included in the rent', fields: [...UTILITIES] },
    { title: 'Anything else', fields: [{ name: 'notes', label: 'Additional terms', kind: 'textarea', wide: true }] },
  ],
  toContract: (a) => {
    const months = whole(a, 'months', 11);
    const maintenance = decimal(a, 'maintenance');
    const utilities = tickedLabels(a, UTILITIES);
    const owner = text(a, 'owner');
    const ends = text(a, 'headLeaseEnds');
    return {
      StartDate: text(a, 'startDate') || null,
      NumberOfDays: daysForMonths(text(a, 'startDate'), months),
      Deposit: decimal(a, 'deposit'),
      Items: [
        item('Monthly rent', String(months), decimal(a, 'rent')),
        ...(Number(maintenance) > 0 ? [item('Monthly maintenance', String(months), maintenance)] : []),
      ],
      Terms: [
        ...term(
          'Premises',
          `${text(a, 'portion')} at ${text(a, 'address')}${ticked(a, 'furnished') ? ', furnished' : ''}, for ${
            text(a, 'use') || 'residential use only'
          }.`,
        ),
        ...term(
          'Head lease',
          `The sublesser holds the premises under a lease${owner ? ` from ${owner}` : ''}${ends ? ` ending on ${formatDate(ends)}` : ''}; this sublease ends no later than that lease.${
            ticked(a, 'consent') ? ' The owner has consented to this sublease in writing.' : ''
          }`,
        ),
        ...term(
          'Utilities',
          utilities.length
            ? `The rent includes: ${utilities.join(', ')}. Other utilities are paid by the sublessee as used.`
            : 'Utilities are paid by the sublessee as used.',
        ),
        ...term(
          'Notice',
          `Either party may end this sublease with ${whole(a, 'noticeDays', 30)} days’ written notice.`,
        ),
        ...term('Additional terms', text(a, 'notes')),
      ],
      PaymentTerms: [
        ...term(
          'Rent',
          `Rent of ${formatInr(decimal(a, 'rent'))} a month is paid in advance by the 5th of each month.`,
        ),
        ...term(
          'Security deposit',
          Number(decimal(a, 'deposit')) > 0
            ? `The security deposit of ${formatInr(decimal(a, 'deposit'))} is refunded within 30 days of handing back the premises, less any dues.`
            : '',
        ),
      ],
    };
  },
};
