import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Plain relational data of the catalogue area: the unit, currency and term-type lookups, the
 * twelve builder templates with their terms and items, uploads (and the streams they are attached
 * to), catalogue items, term groups and their terms. Money is numeric(18,2), never a float.
 */
export class Catalogue1763700000500 implements MigrationInterface {
  name = 'Catalogue1763700000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createLookups(queryRunner);
    await seedTemplates(queryRunner);
    await createUploads(queryRunner);
    await createCatalogue(queryRunner);
    await createTermGroups(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'group_term_attachments',
      'group_terms',
      'term_groups',
      'catalogue_item_attachments',
      'catalogue_items',
      'upload_streams',
      'uploads',
      'template_items',
      'template_terms',
      'agreement_templates',
      'term_types',
      'currencies',
      'units',
    ]) {
      await queryRunner.query(`drop table ${table}`);
    }
  }
}

// Unit 1 is what the builder's blank line item uses; `uqc` is the GST unit quantity code.
const UNITS: [number, string, string][] = [
  [1, 'Count', 'NOS'],
  [2, 'Piece', 'PCS'],
  [3, 'Kilogram', 'KGS'],
  [4, 'Gram', 'GMS'],
  [5, 'Tonne', 'TON'],
  [6, 'Quintal', 'QTL'],
  [7, 'Litre', 'LTR'],
  [8, 'Millilitre', 'MLT'],
  [9, 'Metre', 'MTR'],
  [10, 'Square metre', 'SQM'],
  [11, 'Square feet', 'SQF'],
  [12, 'Cubic metre', 'CBM'],
  [13, 'Box', 'BOX'],
  [14, 'Dozen', 'DOZ'],
  [15, 'Pair', 'PRS'],
  [16, 'Set', 'SET'],
  [17, 'Bag', 'BAG'],
  [18, 'Hour', 'OTH'],
  [19, 'Day', 'OTH'],
  [20, 'Month', 'OTH'],
  [21, 'Job (lump sum)', 'OTH'],
];
const U = { count: 1, sqft: 11, set: 16, hour: 18, month: 20, job: 21 } as const;

// In the spec's order (USD, INR, ...), which makes INR id 2: the builder's default currency.
const CURRENCIES: [number, string, string, string][] = [
  [1, 'USD', 'US Dollar', '$'],
  [2, 'INR', 'Indian Rupee', '₹'],
  [3, 'AUD', 'Australian Dollar', 'A$'],
  [4, 'RUB', 'Russian Ruble', '₽'],
  [5, 'CNY', 'Chinese Yuan', '¥'],
  [6, 'GBP', 'Pound Sterling', '£'],
  [7, 'JPY', 'Japanese Yen', '¥'],
  [8, 'EUR', 'Euro', '€'],
];
const INR = 2;

async function createLookups(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(
    `create table units (id integer primary key, type_value text not null unique, uqc text not null)`,
  );
  for (const row of UNITS) await queryRunner.query(`insert into units (id, type_value, uqc) values ($1, $2, $3)`, row);
  await queryRunner.query(`
    create table currencies (
      id integer primary key,
      type_value text not null unique,
      name text not null,
      symbol text not null
    )`);
  for (const row of CURRENCIES) {
    await queryRunner.query(`insert into currencies (id, type_value, name, symbol) values ($1, $2, $3, $4)`, row);
  }
  // Seller first, like the item types (To Sell = 1): the seller draft sends term type 1.
  await queryRunner.query(`create table term_types (id integer primary key, type_value text not null unique)`);
  await queryRunner.query(`insert into term_types (id, type_value) values (1, 'Seller'), (2, 'Buyer')`);
}

interface TemplateSeed {
  name: string;
  terms: [title: string, description: string, isPaymentTerm?: boolean][];
  items?: {
    title: string;
    description: string;
    code: string;
    quantity: string;
    rate: string;
    days: number;
    tax: string;
    unit: number;
  }[];
}

/** The twelve templates of the gallery (spec §2), with terms an Indian contract would carry. */
const TEMPLATES: TemplateSeed[] = [
  {
    name: 'Rental Agreement',
    terms: [
      [
        'Term of tenancy',
        'The tenancy is for eleven (11) months from the start date and may be renewed by mutual written consent, with the rent revised by up to 5% on renewal.',
      ],
      [
        'Monthly rent',
        "The tenant pays the monthly rent in advance on or before the 5th day of each month by bank transfer or UPI to the landlord's account.",
        true,
      ],
      [
        'Security deposit',
        'The tenant pays an interest-free, refundable security deposit of the agreed months of rent. The landlord refunds it within 30 days of the tenant vacating, less unpaid dues and the cost of repairing damage beyond normal wear and tear.',
        true,
      ],
      [
        'Maintenance and utilities',
        'The tenant pays electricity, water, piped gas and society maintenance charges for the tenancy period. Structural repairs and property tax remain with the landlord.',
      ],
      [
        'Use of the premises',
        "The premises are used as a residence only. The tenant does not sublet, make structural changes or keep hazardous goods without the landlord's written consent.",
      ],
      [
        'Notice period',
        "Either party may end the tenancy with one month's written notice after a lock-in period of six months.",
      ],
      [
        'Stamp duty and registration',
        'The agreement is executed on stamp paper of the value prescribed in the state where the property lies; stamp duty and registration charges are shared equally.',
      ],
    ],
    items: [
      {
        title: 'Monthly rent',
        description: 'Rent of the residential premises',
        code: '997211',
        quantity: '11',
        rate: '25000.00',
        days: 330,
        tax: '0',
        unit: U.month,
      },
      {
        title: 'Society maintenance',
        description: 'Monthly maintenance charge of the housing society',
        code: '997211',
        quantity: '11',
        rate: '2500.00',
        days: 330,
        tax: '0',
        unit: U.month,
      },
    ],
  },
  {
    name: 'Subletting',
    terms: [
      [
        "Landlord's consent",
        'The sublessor confirms that the head lease permits subletting or that the landlord has consented in writing; a copy of the consent is attached.',
      ],
      [
        'Sub-lease rent',
        'The sublessee pays the sub-lease rent monthly in advance by the 5th day of each month.',
        true,
      ],
      [
        'Security deposit',
        "The sublessee pays a refundable deposit of one month's sub-lease rent, returned within 30 days of handing back the premises.",
        true,
      ],
      ['Term', 'The sub-lease ends on its end date or when the head lease ends, whichever is earlier.'],
      [
        'Head lease covenants',
        'The sublessee observes every covenant of the head lease that applies to the sublet portion.',
      ],
    ],
    items: [
      {
        title: 'Monthly sub-lease rent',
        description: 'Rent of the sublet portion',
        code: '997211',
        quantity: '11',
        rate: '15000.00',
        days: 330,
        tax: '0',
        unit: U.month,
      },
    ],
  },
  {
    name: 'Interior Design',
    terms: [
      [
        'Scope of work',
        'The designer prepares concept designs, 2D layouts, 3D views and a bill of quantities, and supervises execution as per the approved drawings.',
      ],
      [
        'Payment schedule',
        '40% advance on signing, 40% on approval of the final drawings and the remaining 20% on handover.',
        true,
      ],
      [
        'Changes after approval',
        'Design changes after approval of the final drawings are charged as additional work at the agreed rates.',
      ],
      [
        'Timeline',
        'Work is completed within the agreed days from site handover; delays caused by late approvals from the client extend the timeline.',
      ],
      [
        'Warranty',
        "Modular furniture carries a 5-year warranty against manufacturing defects; hardware carries the manufacturer's warranty.",
      ],
      ['GST', 'GST at the applicable rate is charged extra on every invoice.'],
    ],
    items: [
      {
        title: 'Design consultation and drawings',
        description: 'Concept, 2D layouts, 3D views and bill of quantities',
        code: '998391',
        quantity: '1',
        rate: '50000.00',
        days: 20,
        tax: '18',
        unit: U.job,
      },
      {
        title: 'Modular kitchen',
        description: 'Supply and installation of a modular kitchen with hardware',
        code: '9403',
        quantity: '1',
        rate: '250000.00',
        days: 45,
        tax: '18',
        unit: U.set,
      },
      {
        title: 'Wardrobes',
        description: 'Supply and installation of laminate-finish wardrobes',
        code: '9403',
        quantity: '60',
        rate: '1800.00',
        days: 45,
        tax: '18',
        unit: U.sqft,
      },
    ],
  },
  {
    name: 'Maintenance',
    terms: [
      [
        'Scope',
        'The contractor carries out preventive maintenance of plumbing, electrical and common-area fixtures as per the agreed schedule, and attends breakdown calls.',
      ],
      [
        'Response time',
        'Breakdown calls are attended within 24 hours; emergencies such as water leakage or power failure within 4 hours.',
      ],
      ['Payment', 'The annual charge is paid quarterly in advance within 7 days of the invoice.', true],
      ['Spares and consumables', 'Spare parts and consumables outside the scope are charged at actuals against bills.'],
      ['Service reports', "A service report signed by the owner's representative is kept for every visit."],
    ],
    items: [
      {
        title: 'Annual maintenance contract',
        description: 'Preventive maintenance visits as per schedule',
        code: '9987',
        quantity: '12',
        rate: '8000.00',
        days: 365,
        tax: '18',
        unit: U.month,
      },
      {
        title: 'Breakdown visit',
        description: 'Attending a breakdown call outside the schedule',
        code: '9987',
        quantity: '1',
        rate: '750.00',
        days: 1,
        tax: '18',
        unit: U.count,
      },
    ],
  },
  {
    name: 'Home Renovation',
    terms: [
      [
        'Scope',
        'The contractor carries out the renovation as per the agreed drawings and bill of quantities, including removal of debris.',
      ],
      [
        'Materials',
        "Materials are of the brands and grades listed in the bill of quantities; substitutes need the home owner's written approval.",
      ],
      [
        'Payment',
        '30% mobilisation advance, running payments against measured work every two weeks, and 10% retention released after the defects period.',
        true,
      ],
      ['Defects liability', 'The contractor rectifies, at no cost, defects reported within 6 months of completion.'],
      [
        'Site rules',
        'The contractor follows safe working practice and the housing society rules on working hours; the home owner obtains the society permissions.',
      ],
      [
        'Delay',
        'Liquidated damages at the agreed percent per week of delay apply, capped at 10% of the contract value.',
      ],
    ],
    items: [
      {
        title: 'Civil work and tiling',
        description: 'Demolition, plastering and vitrified tiling',
        code: '9954',
        quantity: '500',
        rate: '180.00',
        days: 30,
        tax: '18',
        unit: U.sqft,
      },
      {
        title: 'Painting',
        description: 'Two coats of premium emulsion over putty and primer',
        code: '9954',
        quantity: '1200',
        rate: '28.00',
        days: 10,
        tax: '18',
        unit: U.sqft,
      },
      {
        title: 'Electrical rewiring',
        description: 'Concealed rewiring with ISI-marked wires and modular switches',
        code: '9954',
        quantity: '1',
        rate: '45000.00',
        days: 7,
        tax: '18',
        unit: U.job,
      },
    ],
  },
  {
    name: 'Consulting',
    terms: [
      [
        'Scope of services',
        'The consultant provides the services described in the line items; further work is agreed in writing.',
      ],
      [
        'Fees and invoicing',
        'Fees are invoiced monthly for the hours worked and are payable within 15 days; GST is charged extra.',
        true,
      ],
      ['Expenses', 'Pre-approved travel and out-of-pocket expenses are reimbursed at actuals against bills.'],
      [
        'Confidentiality',
        "The consultant keeps the client's information confidential during the engagement and for 2 years after it.",
      ],
      [
        'Intellectual property',
        'Deliverables become the property of the client on full payment; the consultant keeps its pre-existing tools and know-how.',
      ],
      [
        'TDS',
        'The client deducts TDS under section 194J of the Income-tax Act, 1961 and issues Form 16A every quarter.',
      ],
    ],
    items: [
      {
        title: 'Management consulting',
        description: 'Consulting hours as agreed in the scope',
        code: '998311',
        quantity: '40',
        rate: '3500.00',
        days: 30,
        tax: '18',
        unit: U.hour,
      },
    ],
  },
  {
    name: 'NDA',
    terms: [
      [
        'Confidential information',
        'Confidential information is all business, technical and financial information the disclosing party shares, in any form, that is marked or reasonably understood to be confidential.',
      ],
      [
        'Obligations',
        'The receiving party uses the information only for the stated purpose and protects it with at least reasonable care.',
      ],
      [
        'Exclusions',
        'Information that is public, already known, independently developed or lawfully received from a third party is not confidential.',
      ],
      ['Term', 'The obligations last for 3 years from the date of each disclosure.'],
      [
        'Return of information',
        'On request, the receiving party returns or destroys the information and confirms this in writing.',
      ],
      [
        'Governing law',
        "This agreement is governed by the laws of India; the courts of the disclosing party's city have exclusive jurisdiction.",
      ],
    ],
  },
  {
    name: 'Consent Agreement',
    terms: [
      [
        'Purpose of consent',
        'The acceptor gives consent for the purpose described in this agreement and for nothing else.',
      ],
      [
        'Free consent',
        'The acceptor confirms that the consent is given freely, without coercion, and with an understanding of its effect.',
      ],
      [
        'Personal data',
        'Personal data shared under this agreement is processed only for the stated purpose, as per the Digital Personal Data Protection Act, 2023.',
      ],
      [
        'Withdrawal',
        'The acceptor may withdraw consent at any time by written notice; the withdrawal does not affect what was done before it.',
      ],
      ['Duration', 'The consent is valid until the end date or until withdrawn, whichever is earlier.'],
    ],
  },
  {
    name: 'Loan Agreement',
    terms: [
      [
        'Disbursal',
        "The lender transfers the loan amount to the borrower's bank account by NEFT or RTGS within 3 working days of signing.",
        true,
      ],
      [
        'Interest',
        'Interest accrues at the agreed annual rate on the outstanding principal, calculated on a reducing balance.',
      ],
      [
        'Repayment',
        'The borrower repays in equated monthly instalments on the 5th day of every month by NACH mandate or post-dated cheques.',
        true,
      ],
      [
        'Prepayment',
        "The borrower may prepay in full or in part after 6 months without penalty, with 15 days' notice.",
      ],
      [
        'Default',
        'If an instalment is overdue by more than 30 days, the lender may recall the entire outstanding amount with interest.',
      ],
      ['Stamp duty', 'Stamp duty on this agreement is borne by the borrower.'],
    ],
  },
  {
    name: 'Freelance',
    terms: [
      [
        'Deliverables',
        'The service provider delivers the work described in the line items, in the agreed formats, within the agreed days.',
      ],
      ['Revisions', 'Two rounds of revisions are included; further revisions are billed at the hourly rate.'],
      [
        'Payment',
        '50% advance before work starts and 50% within 7 days of the final delivery, by bank transfer or UPI.',
        true,
      ],
      ['Ownership', 'Copyright in the final deliverables passes to the service receiver on full payment.'],
      [
        'Independent contractor',
        'The service provider works as an independent contractor, not an employee, and is responsible for their own taxes.',
      ],
      ['Cancellation', 'If the service receiver cancels midway, the work completed until then is paid for pro rata.'],
    ],
    items: [
      {
        title: 'Website design and development',
        description: 'Responsive website of up to 8 pages',
        code: '998314',
        quantity: '1',
        rate: '60000.00',
        days: 30,
        tax: '18',
        unit: U.job,
      },
      {
        title: 'Additional revisions',
        description: 'Revisions beyond the two included rounds',
        code: '998314',
        quantity: '5',
        rate: '1500.00',
        days: 30,
        tax: '18',
        unit: U.hour,
      },
    ],
  },
  {
    name: 'Sales',
    terms: [
      [
        'Goods and specifications',
        'The seller supplies goods of the description, quantity and specifications in the line items.',
      ],
      [
        'Delivery',
        "Delivery is at the buyer's premises within the agreed days; freight and transit insurance are borne by the seller.",
      ],
      ['Payment', 'The buyer pays within 30 days of receiving the goods and a valid GST tax invoice.', true],
      [
        'Inspection and rejection',
        'The buyer may inspect the goods within 7 days of delivery and reject defective goods, which the seller replaces at its own cost.',
      ],
      [
        'Taxes',
        'Prices exclude GST, which is charged as CGST and SGST or as IGST as applicable; the seller generates the e-way bill.',
      ],
      ['Warranty', 'The goods carry a 12-month warranty against manufacturing defects from the date of delivery.'],
    ],
    items: [
      {
        title: 'Ergonomic office chair',
        description: 'Mesh back, adjustable height and armrests',
        code: '9401',
        quantity: '20',
        rate: '6500.00',
        days: 15,
        tax: '18',
        unit: U.count,
      },
      {
        title: 'Steel storage cabinet',
        description: 'Four shelves, lockable, powder coated',
        code: '9403',
        quantity: '5',
        rate: '12000.00',
        days: 15,
        tax: '18',
        unit: U.count,
      },
    ],
  },
  {
    name: 'Custom',
    terms: [
      ['Scope', 'The parties set out the goods or services exchanged in the line items and the terms below.'],
      ['Payment', 'Payment is made as per the payment terms of this agreement, within 15 days of each invoice.', true],
      [
        'Dispute resolution',
        'Disputes are first settled by discussion, failing which by arbitration under the Arbitration and Conciliation Act, 1996, before a sole arbitrator.',
      ],
      ['Governing law', 'This agreement is governed by the laws of India.'],
    ],
  },
];

async function seedTemplates(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`create table agreement_templates (id integer primary key, name text not null unique)`);
  await queryRunner.query(`
    create table template_terms (
      id serial primary key,
      template_id integer not null references agreement_templates (id) on delete cascade,
      position integer not null,
      term_name text not null,
      term_description text not null,
      is_payment_term boolean not null default false
    )`);
  await queryRunner.query(`
    create table template_items (
      id serial primary key,
      template_id integer not null references agreement_templates (id) on delete cascade,
      position integer not null,
      item_title text not null,
      item_description text not null,
      item_hsn_csn_uin text not null,
      item_quantity numeric(14, 3) not null,
      rate numeric(18, 2) not null,
      item_completion integer not null,
      currency_id integer not null references currencies (id),
      item_tax numeric(5, 2) not null,
      unit_id integer not null references units (id)
    )`);
  for (const [index, template] of TEMPLATES.entries()) {
    const templateId = index + 1;
    await queryRunner.query(`insert into agreement_templates (id, name) values ($1, $2)`, [templateId, template.name]);
    for (const [position, [title, description, isPaymentTerm = false]] of template.terms.entries()) {
      await queryRunner.query(
        `insert into template_terms (template_id, position, term_name, term_description, is_payment_term) values ($1, $2, $3, $4, $5)`,
        [templateId, position + 1, title, description, isPaymentTerm],
      );
    }
    for (const [position, item] of (template.items ?? []).entries()) {
      await queryRunner.query(
        `insert into template_items
           (template_id, position, item_title, item_description, item_hsn_csn_uin, item_quantity, rate, item_completion, currency_id, item_tax, unit_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          templateId,
          position + 1,
          item.title,
          item.description,
          item.code,
          item.quantity,
          item.rate,
          item.days,
          INR,
          item.tax,
          item.unit,
        ],
      );
    }
  }
}

async function createUploads(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    create table uploads (
      id uuid primary key,
      owner_id uuid not null references users (id) on delete cascade,
      name text not null,
      mime_type text not null,
      size integer not null check (size > 0 and size <= 1048576),
      storage_key text not null unique,
      created_at timestamptz not null default now()
    )`);
  await queryRunner.query(`create index uploads_owner on uploads (owner_id)`);
  // Parties of these streams (stream_parties) may read the upload.
  await queryRunner.query(`
    create table upload_streams (
      upload_id uuid not null references uploads (id) on delete cascade,
      stream_id text not null,
      primary key (upload_id, stream_id)
    )`);
}

async function createCatalogue(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    create table catalogue_items (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users (id) on delete cascade,
      item_type smallint not null check (item_type in (1, 2)),
      item_hsn_csn_uin text not null default '',
      item_title text not null default '',
      item_description text not null default '',
      item_rate numeric(18, 2) not null check (item_rate >= 0),
      item_tax numeric(5, 2) not null check (item_tax between 0 and 100),
      currency_id integer not null references currencies (id),
      unit_id integer not null references units (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
  await queryRunner.query(`create index catalogue_items_owner on catalogue_items (owner_id, item_type)`);
  await queryRunner.query(`
    create table catalogue_item_attachments (
      id uuid primary key default gen_random_uuid(),
      item_id uuid not null references catalogue_items (id) on delete cascade,
      upload_id uuid not null references uploads (id) on delete cascade,
      created_at timestamptz not null default clock_timestamp(),
      unique (item_id, upload_id)
    )`);
}

async function createTermGroups(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    create table term_groups (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users (id) on delete cascade,
      name text not null,
      description text not null,
      type_name text not null check (type_name in ('Seller', 'Buyer')),
      ld_percent numeric(5, 2) not null default 0 check (ld_percent between 0 and 100),
      ld_days integer not null default 0 check (ld_days >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
  await queryRunner.query(`create index term_groups_owner on term_groups (owner_id, type_name)`);
  await queryRunner.query(`
    create table group_terms (
      id uuid primary key default gen_random_uuid(),
      group_id uuid not null references term_groups (id) on delete cascade,
      title text not null,
      text text not null,
      created_at timestamptz not null default clock_timestamp(),
      updated_at timestamptz not null default now()
    )`);
  await queryRunner.query(`create index group_terms_group on group_terms (group_id, created_at)`);
  await queryRunner.query(`
    create table group_term_attachments (
      id uuid primary key default gen_random_uuid(),
      term_id uuid not null references group_terms (id) on delete cascade,
      upload_id uuid not null references uploads (id) on delete cascade,
      created_at timestamptz not null default clock_timestamp(),
      unique (term_id, upload_id)
    )`);
}
