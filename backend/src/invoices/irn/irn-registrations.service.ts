import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IRN_REGISTRAR, type IrnAcknowledgement, type IrnRegistrar } from './irn-registrar.port.js';

interface Row {
  irn: string;
  ack_no: string;
  ack_date: string;
  sandbox: boolean;
  signed_qr_code: string | null;
}

const acknowledgement = (row: Row): IrnAcknowledgement => ({
  irn: row.irn,
  ackNo: row.ack_no,
  ackDate: row.ack_date,
  sandbox: row.sandbox,
  signedQrCode: row.signed_qr_code,
});

// The e-invoice registrations of GST documents (e_invoice_registrations): a document is registered
// once, and its tax invoice or credit note prints the IRN and signed QR code kept here.
@Injectable()
export class IrnRegistrations {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(IRN_REGISTRAR) private readonly registrar: IrnRegistrar,
  ) {}

  async find(invoiceId: string, type: string): Promise<IrnAcknowledgement | null> {
    const [row] = (await this.dataSource.query(
      `select irn, ack_no, ack_date, sandbox, signed_qr_code from e_invoice_registrations
        where invoice_id = $1 and document_type = $2`,
      [invoiceId, type],
    )) as Row[];
    return row ? acknowledgement(row) : null;
  }

  // The document's registration: the one kept, or a new one from the registrar (the IRP refuses a
  // document registered before, so the first answer is the one to keep).
  async register(invoiceId: string, type: string, eInvoice: Record<string, unknown>): Promise<IrnAcknowledgement> {
    const kept = await this.find(invoiceId, type);
    if (kept) return kept;
    const ack = await this.registrar.register(eInvoice);
    await this.dataSource.query(
      `insert into e_invoice_registrations (invoice_id, document_type, irn, ack_no, ack_date, sandbox, signed_qr_code)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
      [invoiceId, type, ack.irn, ack.ackNo, ack.ackDate, ack.sandbox, ack.signedQrCode],
    );
    return (await this.find(invoiceId, type))!;
  }
}
