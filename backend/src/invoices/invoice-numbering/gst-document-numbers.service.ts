import { Injectable } from '@nestjs/common';
import { gstDocumentNumber, type GstDocumentSeries } from '@samvida/machines';
import { DataSource } from 'typeorm';

// Reserves GST document numbers: gapless per seller, series and financial year. The counter row
// is locked by its update until the transaction commits, so concurrent reservations (any number of
// processes) queue on it. A document keeps the number it reserved first, so a retried reservation
// (after a crash before the number reached the stream) gets the same one and leaves no gap.
@Injectable()
export class GstDocumentNumbers {
  constructor(private readonly dataSource: DataSource) {}

  reserve(documentId: string, sellerId: string, series: GstDocumentSeries, financialYear: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const [kept] = (await manager.query('select number from gst_document_numbers where document_id = $1', [
        documentId,
      ])) as { number: string }[];
      if (kept) return kept.number;
      const key = [sellerId, series, financialYear];
      await manager.query(
        `insert into gst_document_counters (seller_id, series, financial_year, last_sequence) values ($1, $2, $3, 0)
         on conflict do nothing`,
        key,
      );
      const [[{ last_sequence: sequence }]] = (await manager.query(
        `update gst_document_counters set last_sequence = last_sequence + 1
         where seller_id = $1 and series = $2 and financial_year = $3 returning last_sequence`,
        key,
      )) as [[{ last_sequence: number }], number];
      const number = gstDocumentNumber(series, financialYear, sequence);
      await manager.query(
        `insert into gst_document_numbers (document_id, seller_id, series, financial_year, sequence, number)
         values ($1, $2, $3, $4, $5, $6)`,
        [documentId, ...key, sequence, number],
      );
      return number;
    });
  }
}
