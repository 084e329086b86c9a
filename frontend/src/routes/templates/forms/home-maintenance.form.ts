import { formatInr } from '@/lib/format';
import { daysForMonths, decimal, item, type LongFormSpec, term, text, ticked, tickedLabels, whole } from './long-form';

const SERVICES = [
  { name: 'plumbing', label: 'Plumbing', kind: 'checkbox' },
  { name: 'electrical', label: 'Electrical repairs', kind: 'checkbox' },
  { name: 'carpentry', label: 'Carpentry', kind: 'checkbox' },
  { name: 'painting', label: 'Painting and touch-ups', kind: 'checkbox' },
  { name: 'pestControl', label: 'Pest control', kind: 'checkbox' },
  { name: 'tankCleaning', label: 'Water tank cleaning', kind: 'checkbox' },
  { name: 'acService', label: 'Air-conditioner servicing', kind: 'checkbox' },
  { name: 'commonAreas', label: 'Cleaning of common areas', kind: 'checkbox' },
] as const;

// /HomeMaintenanceT1: the 'Maintenance' template (building owner and maintenance contractor).
export const HOME_MAINTENANCE: LongFormSpec = {
  title: 'Home Maintenance Agreement',
  template: 'Maintenance',
  intro: 'Regular upkeep of a home by a contractor: the services, how often they visit, and the monthly fee.',
  sections: [
    {
      title: 'Property',
      fields: [
        { name: 'address', label: 'Property address', kind: 'text', required: true, wide: true },
        { name: 'propertyType', label: 'Type of property', kind: 'text', description: 'For example, 2 BHK apartment' },
        { name: 'area', label: 'Built-up area (sq ft)', kind: 'number' },
      ],
    },
    {
      title: 'Services',
      description: 'Tick every service the contractor provides.',
      fields: [...SERVICES, { name: 'otherServices', label: 'Other services', kind: 'text', wide: true }],
    },
    {
      title: 'Schedule',
      fields: [
        { name: 'startDate', label: 'Start date', kind: 'date', required: true },
        { name: 'months', label: 'Contract period (months)', kind: 'number', required: true, initial: '12' },
        { name: 'visits', label: 'Scheduled visits a month', kind: 'number', initial: '2' },
        { name: 'responseHours', label: 'Emergency response within (hours)', kind: 'number', initial: '24' },
      ],
    },
    {
      title: 'Fees',
      fields: [
        { name: 'monthlyFee', label: 'Monthly fee (₹)', kind: 'amount', required: true },
        { name: 'gst', label: 'GST (%)', kind: 'percent', initial: '18' },
        { name: 'deposit', label: 'Security deposit (₹)', kind: 'amount' },
        { name: 'materialsIncluded', label: 'The fee includes consumable materials', kind: 'checkbox' },
        { name: 'penaltyPercent', label: 'Penalty for missed visits (%)', kind: 'percent', initial: '0' },
        { name: 'penaltyDays', label: 'Penalty applies after (days)', kind: 'number', initial: '0' },
      ],
    },
    { title: 'Anything else', fields: [{ name: 'notes', label: 'Additional terms', kind: 'textarea', wide: true }] },
  ],
  toContract: (a) => {
    const months = whole(a, 'months', 12);
    const services = tickedLabels(a, SERVICES);
    const other = text(a, 'otherServices');
    const scope = [...services, ...(other ? [other] : [])];
    const where = [text(a, 'propertyType'), text(a, 'address')].filter(Boolean).join(' at ');
    const area = text(a, 'area');
    return {
      StartDate: text(a, 'startDate') || null,
      NumberOfDays: daysForMonths(text(a, 'startDate'), months),
      Deposit: decimal(a, 'deposit'),
      LDPercent: decimal(a, 'penaltyPercent'),
      LDDays: whole(a, 'penaltyDays'),
      Items: [
        item('Monthly maintenance service', String(months), decimal(a, 'monthlyFee'), decimal(a, 'gst'), {
          ItemDescription: `${whole(a, 'visits', 0)} scheduled visits a month at ${text(a, 'address')}`,
          ItemDeliveredInDays: 30,
        }),
      ],
      Terms: [
        ...term('Premises', `The services are for ${where}${area ? ` (about ${area} sq ft)` : ''}.`),
        ...term('Scope of services', scope.length ? `The contractor shall provide: ${scope.join(', ')}.` : ''),
        ...term(
          'Visits and emergencies',
          `The contractor makes ${whole(a, 'visits', 0)} scheduled visits each month and attends emergency calls within ${whole(a, 'responseHours', 24)} hours.`,
        ),
        ...term(
          'Materials',
          ticked(a, 'materialsIncluded')
            ? 'The monthly fee includes consumable materials; spare parts are charged at cost with the owner’s prior approval.'
            : 'Materials and spare parts are charged at cost with the owner’s prior approval.',
        ),
        ...term('Additional terms', text(a, 'notes')),
      ],
      PaymentTerms: term(
        'Monthly fee',
        `The owner pays ${formatInr(decimal(a, 'monthlyFee'))} a month plus GST at ${decimal(a, 'gst')}% by the 7th of each month.`,
      ),
    };
  },
};
