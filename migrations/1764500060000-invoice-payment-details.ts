import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a tax invoice prints beyond its lines: the seller's payment details (bank account with its
 * IFSC, UPI id) on the account, and each document's e-invoice registration (IRN, acknowledgement,
 * the IRP's signed QR code) as the registrar answered it. An index finds a GSTIN's tax invoices for
 * its GSTR-1.
 */
export class InvoicePaymentDetails1764500060000 implements MigrationInterface {
  name = 'InvoicePaymentDetails1764500060000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table users
      add column bank_name text, add column bank_account_number text, add column bank_ifsc text,
      add column upi_id text`);
    await queryRunner.query(`create table e_invoice_registrations (
      invoice_id uuid not null, document_type text not null, irn text not null, ack_no text not null,
      ack_date text not null, sandbox boolean not null, signed_qr_code text,
      registered_at timestamptz not null default now(), primary key (invoice_id, document_type))`);
    await queryRunner.query(
      `create index invoices_seller_gstin on invoices ((upper(view->'taxInvoice'->>'sellerGstin')))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('drop index invoices_seller_gstin');
    await queryRunner.query('drop table e_invoice_registrations');
    await queryRunner.query(`alter table users
      drop column bank_name, drop column bank_account_number, drop column bank_ifsc, drop column upi_id`);
  }
}
