// Line award on an RFQ: the owner gives each item to one seller who quoted it (AwardLines), and
// what that means for each seller's draft agreement (narrowed to the lines it may still get).
import type { AgreementCommandInput } from '../commands/agreement.commands.js';
import type { ProposalCommandData } from '../commands/proposal.commands.js';
import type { AgreementDrafted, AgreementEvent } from '../events/agreement.events.js';
import type { AwardHeldReason, LineAwardData, ProposalEvent, ProposalResponded } from '../events/proposal.events.js';
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

/**
 * How an award narrows one seller's agreement: as the seller (a draft) or as Samvida's line-award
 * process; or `held` when the agreement was signed or started since the award, so the lines it
 * lost (RFQ item ids) stay in it.
 */
export type Narrowing =
  | { by: 'seller' | 'system'; commands: AgreementCommandInput[] }
  | { by: 'held'; reason: AwardHeldReason; itemIds: string[] };

// Asks the agreement machine whether an award may still withdraw lines (sent, not started).
const WITHDRAW_PROBE: AgreementEvent = {
  type: 'ItemsWithdrawnByAward',
  data: { by: 'system', itemIds: [], proposalId: '', awardEventId: '', closesAgreement: false },
};

/**
 * What an award (the proposal's `ProposalLinesAwarded` event `awardEventId`) does to a seller's
 * agreement: a draft is narrowed by its seller ({@link narrowingCommands}); a sent agreement has
 * the lines gone to others withdrawn by the line-award process; a signed or started one that still
 * has such lines holds them (the award handler refuses that, but a signature or start may land in
 * between); an ended one is left alone.
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
  if (AgItemIds.length === 0) return undefined;
  const reason = heldBy(agreement);
  if (reason)
    return {
      by: 'held',
      reason,
      itemIds: share.lost.filter((itemId) => AgItemIds.includes(draftItemIds.get(itemId)!)),
    };
  if (!takes(agreement, { kind: 'agreement' }, WITHDRAW_PROBE)) return undefined;
  const { proposalId: ProposalId, awardEventId: AwardEventId } = award;
  return {
    by: 'system',
    commands: [{ type: 'WithdrawAwardedItems', data: { AgreementId, AgItemIds, ProposalId, AwardEventId } }],
  };
}

// Statuses of a contract that started: its lines are the contract's.
const STARTED: ReadonlySet<string> = new Set(['Active', 'Completed', 'Closed']);

// Statuses of an agreement that ended without a contract: it holds no line.
const ENDED: ReadonlySet<string> = new Set(['Rejected', 'Expired', 'Discarded']);

/**
 * Why an award may no longer take lines from this agreement: signed by either party, or started.
 * An agreement that ended without a contract holds nothing.
 */
export function heldBy(agreement: AgreementState): AwardHeldReason | undefined {
  const status = agreement.agreement?.status ?? '';
  if (ENDED.has(status)) return undefined;
  if (signedByEither(agreement.signing)) return 'signed';
  return STARTED.has(status) ? 'started' : undefined;
}

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
    const reason = heldBy(agreement);
    if (reason === 'signed')
      return refuse(
        'NOT_ALLOWED',
        `The agreement with ${sellerName(response.userId)} is already signed, so its lines cannot go to another seller.`,
      );
    if (reason === 'started')
      return refuse(
        'NOT_ALLOWED',
        `The contract with ${sellerName(response.userId)} has already started, so its lines cannot go to another seller.`,
      );
  }
  return undefined;
}

/**
 * The event recording that an award could not take `ItemIds` from the agreement of `ResponseId`
 * (signed or started since): each line must have been quoted by that seller, awarded to another,
 * and not recorded for them already.
 */
export function awardNotAppliedEvents(
  state: ProposalState,
  data: ProposalCommandData<'RecordAwardNotApplied'>,
): ProposalEvent[] | Refusal {
  const proposal = state.proposal!.context;
  const response = state.responses.find((candidate) => candidate.responseId === data.ResponseId);
  if (!response) return refuse('NOT_FOUND', 'This quotation was not found.');
  const recorded = (proposal.unappliedAwards ?? []).filter((held) => held.responseId === response.responseId);
  for (const itemId of data.ItemIds) {
    const award = awardOf(proposal, itemId);
    if (!award || award.responseId === response.responseId || !quotes(response, itemId))
      return refuse('INVALID_COMMAND', 'A line named was not awarded away from this seller.');
    if (recorded.some((held) => held.itemIds.includes(itemId)))
      return refuse('ALREADY_EXISTS', 'This line is already recorded as staying with this seller.');
  }
  const { AwardEventId, ItemIds, Reason } = data;
  return [
    {
      type: 'AwardNotApplied',
      data: {
        userId: 'system',
        awardEventId: AwardEventId,
        responseId: response.responseId,
        sellerId: response.userId,
        agreementId: response.agreementId,
        itemIds: ItemIds,
        reason: Reason,
      },
    },
  ];
}

/** Why the lines stayed, in words: "it was signed" or "its contract started". */
export const heldReasonWords = (reason: AwardHeldReason): string =>
  reason === 'signed' ? 'it was signed' : 'its contract started';

/**
 * In words, an award that could not be applied: "The award of “Cement” could not take it from
 * the agreement with Asha Traders: it was signed before the award reached it, so the line stays with them."
 */
export function unappliedAwardWords(titles: string[], sellerName: string, reason: AwardHeldReason): string {
  const lines = titles.map((title) => `“${title}”`).join(', ');
  const them = titles.length === 1 ? 'it' : 'them';
  const why = heldReasonWords(reason);
  return `The award of ${lines} could not take ${them} from the agreement with ${sellerName}: ${why} before the award reached it, so ${titles.length === 1 ? 'the line stays' : 'the lines stay'} with them.`;
}
