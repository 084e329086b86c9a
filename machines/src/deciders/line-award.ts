// Line award on an RFQ: the owner gives each item to one seller who quoted it (AwardLines), and
// what that means for each seller's draft agreement (narrowed to the lines it may still get).
import type { AgreementCommandInput } from '../commands/agreement.commands.js';
import type { ProposalCommandData } from '../commands/proposal.commands.js';
import type { AgreementDrafted, AgreementEvent } from '../events/agreement.events.js';
import type { LineAwardData, ProposalEvent, ProposalResponded } from '../events/proposal.events.js';
import { awardOf, everyLineAwarded, type ProposalContext } from '../lifecycles/proposal.machine.js';
import { signedByEither } from './agreement/signing.state.js';
import { takes, type AgreementState } from './agreement.state.js';
import { refuse, type Refusal } from './decision.js';
import type { ProposalState } from './proposal.state.js';

type Response = ProposalResponded['data'];

const quotes = (response: Response, itemId: string) => response.rates.some((rate) => rate.itemId === itemId);

/** The first line still open with a quote, as the award a probe asks the machine about. */
export function firstOpenAward(state: ProposalState): LineAwardData[] {
  const proposal = state.proposal?.context;
  if (!proposal) return [];
  for (const item of proposal.items) {
    if (awardOf(proposal, item.itemId)) continue;
    const response = state.responses.find((candidate) => quotes(candidate, item.itemId));
    if (response) return [awardTo(item.itemId, response)];
  }
  return [];
}

const awardTo = (itemId: string, response: Response): LineAwardData => ({
  itemId,
  responseId: response.responseId,
  sellerId: response.userId,
  agreementId: response.agreementId,
});

/**
 * The events of an AwardLines command: the awards, and the RFQ's closing when it is Active and
 * every line is then decided. Refuses a line the RFQ lacks, one named twice, one already
 * awarded, and a seller who did not quote the line, each with the line's title.
 */
export function awardLinesEvents(
  state: ProposalState,
  data: ProposalCommandData<'AwardLines'>,
  userId: string,
): ProposalEvent[] | Refusal {
  const { status, context: proposal } = state.proposal!;
  const awards: LineAwardData[] = [];
  for (const { ItemId, ResponseId } of data.Awards) {
    const item = proposal.items.find((candidate) => candidate.itemId === ItemId);
    if (!item) return refuse('NOT_FOUND', 'A line you chose is not part of this RFQ.');
    if (awards.some((award) => award.itemId === ItemId))
      return refuse('INVALID_COMMAND', `Choose only one seller for “${item.title}”.`);
    if (awardOf(proposal, ItemId)) return refuse('NOT_ALLOWED', `“${item.title}” is already awarded.`);
    const response = state.responses.find((candidate) => candidate.responseId === ResponseId);
    if (!response || !quotes(response, ItemId))
      return refuse('INVALID_COMMAND', `The seller you chose did not quote for “${item.title}”.`);
    awards.push(awardTo(ItemId, response));
  }
  const events: ProposalEvent[] = [{ type: 'ProposalLinesAwarded', data: { userId, awards } }];
  const after: ProposalContext = { ...proposal, awards: [...(proposal.awards ?? []), ...awards] };
  if (status === 'Active' && everyLineAwarded(after)) events.push({ type: 'ProposalClosed', data: { userId } });
  return events;
}

/** A response's lines after the awards: those it won or may still win, and those gone to others. */
export function awardedShare(proposal: ProposalContext, response: Response): { kept: string[]; lost: string[] } {
  const kept: string[] = [];
  const lost: string[] = [];
  for (const item of proposal.items) {
    if (!quotes(response, item.itemId)) continue;
    const award = awardOf(proposal, item.itemId);
    (award && award.responseId !== response.responseId ? lost : kept).push(item.itemId);
  }
  return { kept, lost };
}

/** The lines of `awards` that `response` quoted but another seller won: what to tell its seller. */
export const lostInAward = (awards: readonly LineAwardData[], response: Response): string[] =>
  awards
    .filter((award) => award.responseId !== response.responseId && quotes(response, award.itemId))
    .map((award) => award.itemId);

/**
 * The draft's item id of each RFQ line, from the draft's creation: `draftAgreementFromResponse`
 * lists the lines in the order of the response's rates, and the title confirms each pair.
 */
export function draftItemIdsOf(
  proposal: ProposalContext,
  response: Response,
  drafted: AgreementDrafted['data'],
): Map<string, string> {
  const lines = response.rates.flatMap((rate) => proposal.items.filter((item) => item.itemId === rate.itemId));
  const ids = new Map<string, string>();
  lines.forEach((line, index) => {
    const item = drafted.items[index];
    if (item && item.title === line.title) ids.set(line.itemId, item.itemId);
  });
  return ids;
}

/**
 * The commands that narrow a seller's draft to the lines it may still get (decide them as the
 * seller, in order): each line gone to another seller that the draft still has is removed; a
 * draft left with none of the RFQ's lines is discarded instead.
 */
export function narrowingCommands(
  agreementId: string,
  share: { kept: string[]; lost: string[] },
  draftItemIds: Map<string, string>,
  present: (agItemId: string) => boolean,
): AgreementCommandInput[] {
  if (share.kept.length === 0) return [{ type: 'DiscardAgreement', data: { AgreementId: agreementId } }];
  return lostItemIds(share, draftItemIds, present).map((agItemId) => ({
    type: 'RemoveAgreementItem' as const,
    data: { AgreementId: agreementId, AgItemId: agItemId },
  }));
}

const lostItemIds = (
  share: { lost: string[] },
  draftItemIds: Map<string, string>,
  present: (agItemId: string) => boolean,
): string[] =>
  share.lost.flatMap((itemId) => {
    const agItemId = draftItemIds.get(itemId);
    return agItemId && present(agItemId) ? [agItemId] : [];
  });

/** How an award narrows one seller's agreement: as the seller (a draft) or as Samvida's line-award process. */
export interface Narrowing {
  by: 'seller' | 'system';
  commands: AgreementCommandInput[];
}

// Asks the agreement machine whether an award may still withdraw lines (sent, not started).
const WITHDRAW_PROBE: AgreementEvent = {
  type: 'ItemsWithdrawnByAward',
  data: { by: 'system', itemIds: [], proposalId: '', awardEventId: '', closesAgreement: false },
};

/**
 * What an award (the proposal's `ProposalLinesAwarded` event `awardEventId`) does to a seller's
 * agreement: a draft is narrowed by its seller ({@link narrowingCommands}); a sent agreement has
 * the lines gone to others withdrawn by the line-award process (a signed one is refused by the
 * decider); a started or ended one is left alone.
 */
export function narrowingOf(
  agreement: AgreementState,
  award: { proposalId: string; awardEventId: string },
  share: { kept: string[]; lost: string[] },
  draftItemIds: Map<string, string>,
): Narrowing | undefined {
  const entity = agreement.agreement;
  if (!entity) return undefined;
  const AgreementId = entity.context.agreementId;
  const present = (agItemId: string) => !!agreement.items[agItemId];
  if (entity.status === 'Draft') {
    const commands = narrowingCommands(AgreementId, share, draftItemIds, present);
    return commands.length > 0 ? { by: 'seller', commands } : undefined;
  }
  const AgItemIds = lostItemIds(share, draftItemIds, present);
  if (AgItemIds.length === 0 || !takes(agreement, { kind: 'agreement' }, WITHDRAW_PROBE)) return undefined;
  const { proposalId: ProposalId, awardEventId: AwardEventId } = award;
  return {
    by: 'system',
    commands: [{ type: 'WithdrawAwardedItems', data: { AgreementId, AgItemIds, ProposalId, AwardEventId } }],
  };
}

// Statuses of a contract that started: its lines are the contract's.
const STARTED: ReadonlySet<string> = new Set(['Active', 'Completed', 'Closed']);

/**
 * Why an award may not be made, naming the seller: it would take lines from an agreement that
 * either party has signed (signatures fix the document) or whose contract has started.
 * `agreementOf` gives each seller's agreement state (undefined when not drafted yet).
 */
export function awardBlocker(
  state: ProposalState,
  data: ProposalCommandData<'AwardLines'>,
  agreementOf: (agreementId: string) => AgreementState | undefined,
  sellerName: (userId: string) => string,
): Refusal | undefined {
  const awards = data.Awards.flatMap(({ ItemId, ResponseId }) => {
    const response = state.responses.find((candidate) => candidate.responseId === ResponseId);
    return response ? [awardTo(ItemId, response)] : [];
  });
  for (const response of state.responses) {
    if (lostInAward(awards, response).length === 0) continue;
    const agreement = agreementOf(response.agreementId);
    const entity = agreement?.agreement;
    if (!agreement || !entity) continue;
    const name = sellerName(response.userId);
    if (signedByEither(agreement.signing))
      return refuse(
        'NOT_ALLOWED',
        `The agreement with ${name} is already signed, so its lines cannot go to another seller.`,
      );
    if (STARTED.has(entity.status))
      return refuse(
        'NOT_ALLOWED',
        `The contract with ${name} has already started, so its lines cannot go to another seller.`,
      );
  }
  return undefined;
}
