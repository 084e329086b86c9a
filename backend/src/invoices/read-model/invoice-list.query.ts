import { Injectable } from '@nestjs/common';
import { eInvoiceLineProblems, type InvoiceView } from '@samvida/machines';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain.error.js';
import { EntityLocator } from '../../streams/entity-locator.service.js';
import { StreamAccess } from '../../streams/stream-access.service.js';

// An invoice card as InvoiceList returns it, with the date it was raised. Each line carries what
// keeps it off a valid e-invoice (`problems`, shown as a warning; the export then answers 422).
export type InvoiceCard = Omit<InvoiceView, 'itemList'> & {
  itemList: (InvoiceView['itemList'][number] & { problems: string[] })[];
  raisedOn: string;
};

interface Row {
  view: InvoiceView;
  raised_on: Date;
}

const card = (row: Row): InvoiceCard => ({
  ...row.view,
  itemList: row.view.itemList.map((item) => ({
    ...item,
    problems: eInvoiceLineProblems({ hsnSac: item.itemHsnCsnUin, title: item.itemTitle, unit: item.itemUnit }).map(
      (p) => p.message,
    ),
  })),
  raisedOn: row.raised_on.toISOString(),
});

// Invoices of a contract as a party sees them: a draft is the seller's alone.
@Injectable()
export class InvoiceListQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: StreamAccess,
    private readonly locator: EntityLocator,
  ) {}

  async ofContract(agreementId: string, userId: string): Promise<InvoiceCard[]> {
    const role = await this.access.assertParty('agreement', agreementId, userId);
    const rows = (await this.dataSource.query(
      `select view, raised_on from invoices where agreement_id = $1 and (status <> 'Draft' or $2)
       order by raised_on, invoice_id`,
      [agreementId, role === 'seller'],
    )) as Row[];
    return rows.map(card);
  }

  // One invoice for its party (a draft only for the seller), or 404.
  async one(invoiceId: string, userId: string): Promise<InvoiceCard> {
    const { role } = await this.locator.assertPartyOf('invoice', invoiceId, userId);
    const [row] = (await this.dataSource.query('select view, raised_on from invoices where invoice_id = $1', [
      invoiceId,
    ])) as Row[];
    if (!row || (row.view.invoiceStatus === 'Draft' && role !== 'seller'))
      throw new DomainError('INVOICE_NOT_FOUND', 'This invoice was not found.', 'not_found');
    return card(row);
  }
}
