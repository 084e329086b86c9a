import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST document series per seller GSTIN (Rule 46(b)) instead of per account. A series is keyed
 * `GSTIN:<gstin>`, or `ACCOUNT:<account id>` for a seller without a GSTIN (gstSeriesKey in
 * machines/src/rules/gst.rules.ts), with the series type and financial year.
 *
 * Nothing issued is renumbered. Each number keeps its document and is filed under the GSTIN it was
 * issued under: the seller GSTIN of its InvoiceNumbered event (a credit note: its invoice's), or
 * for a number whose event never reached the stream, the account's GSTIN now. Each series' counter
 * goes on after the highest number filed under it, so two accounts that shared a GSTIN continue in
 * one series after both of theirs. Numbers issued before this migration are marked
 * `before_gstin_series`: accounts sharing a GSTIN may have issued the same number, so uniqueness
 * per series holds for the numbers issued after it (and per account for those before).
 */
export class GstSeriesPerGstin1764400000000 implements MigrationInterface {
  name = 'GstSeriesPerGstin1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table gst_document_numbers
      add column series_key text, add column before_gstin_series boolean not null default false`);
    await queryRunner.query(`
      with issued as (
        select e.data->>'invoiceId' as document_id, e.data->>'sellerGstin' as gstin
          from event_store_events e where e.type = 'InvoiceNumbered'
        union all
        select c.data->>'noteId', i.data->>'sellerGstin'
          from event_store_events c
          join event_store_events i on i.type = 'InvoiceNumbered' and i.data->>'invoiceId' = c.data->>'invoiceId'
         where c.type = 'CreditNoteIssued'
      ),
      keyed as (
        select n.document_id,
               coalesce('GSTIN:' || upper(nullif(case when i.document_id is null then u.gstin else i.gstin end, '')),
                        'ACCOUNT:' || n.seller_id) as series_key
          from gst_document_numbers n
          left join issued i on i.document_id = n.document_id::text
          left join users u on u.id::text = n.seller_id
      )
      update gst_document_numbers n set series_key = k.series_key, before_gstin_series = true
        from keyed k where k.document_id = n.document_id`);
    await queryRunner.query('alter table gst_document_numbers alter column series_key set not null');
    await this.dropUniqueConstraints(queryRunner);
    await queryRunner.query(`create unique index gst_document_numbers_in_series
      on gst_document_numbers (series_key, series, financial_year, sequence) where not before_gstin_series`);
    await queryRunner.query(`create unique index gst_document_numbers_per_account
      on gst_document_numbers (seller_id, series, financial_year, sequence) where before_gstin_series`);

    // The counters: the highest number filed under each key, or an account's counter (filed under
    // the key of its last number, else its GSTIN now) if that is higher.
    await queryRunner.query(`create table gst_series_counters (
      series_key text not null, series text not null, financial_year text not null, last_sequence integer not null,
      primary key (series_key, series, financial_year))`);
    await queryRunner.query(`
      insert into gst_series_counters (series_key, series, financial_year, last_sequence)
      select series_key, series, financial_year, max(last_sequence) from (
        select series_key, series, financial_year, sequence as last_sequence from gst_document_numbers
        union all
        select coalesce(
                 (select n.series_key from gst_document_numbers n
                   where n.seller_id = c.seller_id and n.series = c.series and n.financial_year = c.financial_year
                   order by n.sequence desc limit 1),
                 'GSTIN:' || upper(nullif(u.gstin, '')),
                 'ACCOUNT:' || c.seller_id),
               c.series, c.financial_year, c.last_sequence
          from gst_document_counters c left join users u on u.id::text = c.seller_id
      ) filed
      group by series_key, series, financial_year`);
    await queryRunner.query('drop table gst_document_counters');
    await queryRunner.query('alter table gst_series_counters rename to gst_document_counters');
    await queryRunner.query('alter index gst_series_counters_pkey rename to gst_document_counters_pkey');
  }

  // Back to a series per account: each account's counter goes on after the highest number it issued.
  // Fails (on the restored unique constraint) if an account issued one number twice, as it may
  // have after this migration under two keys (without a GSTIN, then with one).
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`create table gst_account_counters (
      seller_id text not null, series text not null, financial_year text not null, last_sequence integer not null,
      primary key (seller_id, series, financial_year))`);
    await queryRunner.query(`insert into gst_account_counters (seller_id, series, financial_year, last_sequence)
      select seller_id, series, financial_year, max(sequence) from gst_document_numbers
       group by seller_id, series, financial_year`);
    await queryRunner.query('drop table gst_document_counters');
    await queryRunner.query('alter table gst_account_counters rename to gst_document_counters');
    await queryRunner.query('alter index gst_account_counters_pkey rename to gst_document_counters_pkey');
    await queryRunner.query('drop index gst_document_numbers_in_series');
    await queryRunner.query('drop index gst_document_numbers_per_account');
    await queryRunner.query('alter table gst_document_numbers drop column series_key, drop column before_gstin_series');
    await queryRunner.query(
      'alter table gst_document_numbers add unique (seller_id, series, financial_year, sequence)',
    );
  }

  // The per-account unique constraint of the table as first created (its name was generated).
  private async dropUniqueConstraints(queryRunner: QueryRunner): Promise<void> {
    const constraints = (await queryRunner.query(
      `select conname from pg_constraint where conrelid = 'gst_document_numbers'::regclass and contype = 'u'`,
    )) as { conname: string }[];
    for (const { conname } of constraints)
      await queryRunner.query(`alter table gst_document_numbers drop constraint "${conname}"`);
  }
}
