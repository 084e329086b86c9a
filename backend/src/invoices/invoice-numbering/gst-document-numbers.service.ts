import { Injectable } from '@nestjs/common';
import { gstDocumentNumber, gstSeriesKey, type GstDocumentSeries } from '@samvida/machines';
import { DataSource } from 'typeorm';

/** Who a document is numbered for: the issuing account and the GSTIN it is issued under (if any). */
export interface DocumentIssuer {
  sellerId: string;
  sellerGstin: string | null;
}

// Reserves GST document numbers: gapless per series key (the seller's GSTIN, or the account of a
// seller without one: gstSeriesKey), series and financial year, so two accounts of one GSTIN share
// one series. The counter row is locked by its update until the transaction commits, so concurrent
// reservations (any number of processes, any number of accounts) queue on it. A document keeps the
// number it reserved first, so a retried reservation (after a crash before the number reached the
// stream) gets the same one and leaves no gap.
@Injectable()
export class GstDocumentNumbers {
  constructor(private readonly dataSource: DataSource) {}

  reserve(
    documentId: string,
    issuer: DocumentIssuer,
    series: GstDocumentSeries,
    financialYear: string,
  ): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const [kept] = (await manager.query('select number from gst_document_numbers where document_id = $1', [
        documentId,
      ])) as { number: string }[];
      if (kept) return kept.number;
      const key = [gstSeriesKey(issuer.sellerGstin, issuer.sellerId), series, financialYear];
      await manager.query(
        `insert into gst_document_counters (series_key, series, financial_year, last_sequence) values ($1, $2, $3, 0)
         on conflict do nothing`,
        key,
      );
      const [[{ last_sequence: sequence }]] = (await manager.query(
        `update gst_document_counters set last_sequence = last_sequence + 1
         where series_key = $1 and series = $2 and financial_year = $3 returning last_sequence`,
        key,
      )) as [[{ last_sequence: number }], number];
      const number = gstDocumentNumber(series, financialYear, sequence);
      await manager.query(
        `insert into gst_document_numbers
           (document_id, series_key, series, financial_year, sequence, number, seller_id)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [documentId, ...key, sequence, number, issuer.sellerId],
      );
      return number;
    });
  }
}
