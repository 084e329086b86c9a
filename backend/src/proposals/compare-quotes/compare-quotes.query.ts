import { Injectable } from '@nestjs/common';
import {
  awardOf,
  compareDecimals,
  sumAmounts,
  unappliedAwardWords,
  type ProposalContext,
  type ProposalItemData,
  type ProposalResponded,
} from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { ProposalAccess } from '../proposal-access.js';
import { quoteLines, type QuoteLine } from '../read-model/quote-lines.js';
import { userRef, type Profiles } from '../read-model/proposal-views.js';

type Response = ProposalResponded['data'];

export interface Quote {
  responseId: string;
  seller: ReturnType<typeof userRef>;
  rate: string;
  taxPercent: string;
  completionDays: number;
  currency: string;
  unit: string;
  net: string;
  tax: string;
  total: string;
  lowest: boolean;
}

// CompareQuotes: every response's offer per RFQ item side by side, for the owner. Amounts are
// exact decimal strings from the machines' money rules; the lowest line total (tax included) of
// each item is marked, among quotes in the same currency (ties all marked). `awardedTo` names the
// response an item was awarded to (null while undecided); `keptBy` the sellers whose agreement was
// signed or started before the award reached it, so the line stays in it too, with why in words.
@Injectable()
export class CompareQuotesQuery {
  constructor(
    private readonly access: ProposalAccess,
    private readonly directory: UserDirectoryService,
  ) {}

  async compare(proposalId: string, userId: string) {
    const { state } = await this.access.own(proposalId, userId);
    const proposal = state.proposal!.context;
    const profiles = await this.directory.findByIds(state.responses.map((response) => response.userId));
    const quoted = state.responses.map((response) => ({ response, lines: quoteLines(proposal.items, response.rates) }));
    return {
      proposalId,
      responses: quoted.map(({ response, lines }) => responseSummary(response, lines, profiles)),
      items: proposal.items.map((item) => itemComparison(proposal, item, quoted, profiles)),
    };
  }
}

function responseSummary(response: Response, lines: QuoteLine[], profiles: Profiles) {
  return {
    responseId: response.responseId,
    agreementId: response.agreementId,
    seller: userRef(response.userId, profiles),
    advancePercent: response.advancePercent,
    itemsQuoted: lines.length,
    total: sumAmounts(lines.map((line) => line.amounts.total)),
  };
}

function itemComparison(
  proposal: ProposalContext,
  item: ProposalItemData,
  quoted: { response: Response; lines: QuoteLine[] }[],
  profiles: Profiles,
) {
  const quotes: Quote[] = quoted.flatMap(({ response, lines }) =>
    lines
      .filter((line) => line.item.itemId === item.itemId)
      .map(({ rate, amounts }) => ({
        responseId: response.responseId,
        seller: userRef(response.userId, profiles),
        rate: rate.rate,
        taxPercent: rate.taxPercent,
        completionDays: rate.completionDays,
        currency: rate.currency,
        unit: rate.unit,
        ...amounts,
        lowest: false,
      })),
  );
  return {
    itemId: item.itemId,
    itemTitle: item.title,
    itemQuantity: item.quantity,
    unit: item.unit,
    quotes: markLowest(quotes),
    awardedTo: awardOf(proposal, item.itemId)?.responseId ?? null,
    keptBy: (proposal.unappliedAwards ?? [])
      .filter((held) => held.itemIds.includes(item.itemId))
      .map((held) => {
        const seller = userRef(held.sellerId, profiles);
        return {
          responseId: held.responseId,
          reason: held.reason,
          text: unappliedAwardWords([item.title], seller.usrName || 'a seller', held.reason),
        };
      }),
  };
}

// Prices in different currencies are not comparable, so each currency has its own lowest.
function markLowest(quotes: Quote[]): Quote[] {
  const lowest = new Map<string, string>();
  for (const { currency, total } of quotes) {
    const best = lowest.get(currency);
    if (best === undefined || compareDecimals(total, best) < 0) lowest.set(currency, total);
  }
  return quotes.map((quote) => ({ ...quote, lowest: compareDecimals(quote.total, lowest.get(quote.currency)!) === 0 }));
}
