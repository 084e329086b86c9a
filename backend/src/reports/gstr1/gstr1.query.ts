import { Injectable } from '@nestjs/common';
import { gstr1Json, periodMonth, type Gstr1Json, type InvoiceView } from '@samvida/machines';
import { DataSource } from 'typeorm';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { DomainError } from '../../common/errors/domain.error.js';

// The most documents one GSTIN's month may hold here; the offline tool's own sections are smaller.
const MAX_INVOICES = 10_000;

// GSTR-1 of the caller's GSTIN for a month, from the invoices read model: the tax invoices and
// credit notes issued under that GSTIN in the month, by whichever account of its business.
@Injectable()
export class Gstr1Query {
  constructor(
    private readonly dataSource: DataSource,
    private readonly directory: UserDirectoryService,
  ) {}

  async of(userId: string, period: string): Promise<Gstr1Json> {
    const gstin = (await this.directory.findById(userId))?.usrGstin;
    if (!gstin)
      throw new DomainError('GSTIN_REQUIRED', 'GSTR-1 is filed for a GSTIN. Add your GSTIN to your profile first.');
    const rows = (await this.dataSource.query(
      `select view from invoices
        where upper(view->'taxInvoice'->>'sellerGstin') = upper($1)
          and (view->'taxInvoice'->>'issuedOn' like $2 or view->'creditNote'->>'issuedOn' like $2)
        limit $3`,
      [gstin, `${periodMonth(period)}-%`, MAX_INVOICES + 1],
    )) as { view: InvoiceView }[];
    if (rows.length > MAX_INVOICES)
      throw new DomainError(
        'GSTR1_TOO_LARGE',
        `This month has more than ${MAX_INVOICES.toLocaleString('en-IN')} invoices; prepare its GSTR-1 with the GST offline tool.`,
      );
    return gstr1Json(
      gstin,
      period,
      rows.map((row) => row.view),
    );
  }
}
