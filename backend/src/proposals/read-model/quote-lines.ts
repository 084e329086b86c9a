import { lineAmounts, type LineAmounts, type ProposalItemData, type ResponseRateData } from '@samvida/machines';

// One RFQ item as a seller priced it.
export interface QuoteLine {
  item: ProposalItemData;
  rate: ResponseRateData;
  // Quantity × rate plus tax, by the tax rule of machines/src/rules/gst.rules.ts.
  amounts: LineAmounts;
}

// The priced lines of a response, for the RFQ items it rated that the RFQ still has.
export function quoteLines(items: readonly ProposalItemData[], rates: readonly ResponseRateData[]): QuoteLine[] {
  return rates.flatMap((rate) => {
    const item = items.find((candidate) => candidate.itemId === rate.itemId);
    return item ? [{ item, rate, amounts: lineAmounts(item.quantity, rate.rate, rate.taxPercent) }] : [];
  });
}
