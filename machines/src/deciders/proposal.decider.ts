// `decideProposal` and `availableProposalActions` over the proposal and invite machines, plus the
// draft agreement a seller's application creates.
import type { AgreementCommandInput } from '../commands/agreement.commands.js';
import {
  ProposalCommand,
  type ProposalCommandData,
  type ProposalCommandInput,
  type ProposalCommandType,
} from '../commands/proposal.commands.js';
import type { ProposalEvent, ProposalEventType, ProposalResponded } from '../events/proposal.events.js';
import { isInviteeOf } from '../lifecycles/invite.machine.js';
import { awardOf, type ProposalContext } from '../lifecycles/proposal.machine.js';
import { statusLabel } from '../lifecycles/status-labels.js';
import { lineLimitExceeded } from '../rules/limits.js';
import { memberMayRun, ROLE_FORBIDDEN_MESSAGE } from '../rules/team-roles.js';
import {
  approve,
  firstIssueOf,
  humanize,
  refuse,
  type Actor,
  type AvailableAction,
  type DecideEnv,
  type Decision,
  type Refusal,
} from './decision.js';
import { awardLinesEvents, awardNotAppliedEvents, firstOpenAward } from './line-award.js';
import { proposalPermits, type ProposalState } from './proposal.state.js';

type EventOf<T extends ProposalEventType> = Extract<ProposalEvent, { type: T }>;
const ev = <T extends ProposalEventType>(type: T, data: EventOf<T>['data']): ProposalEvent =>
  ({ type, data }) as ProposalEvent;

type StreamCommandType = Exclude<ProposalCommandType, 'SaveRFQ'> | 'EditRFQ';

interface Who {
  userId: string;
  phoneNumber: string | null;
}

interface BuildContext<T extends ProposalCommandType> {
  state: ProposalState;
  proposal: ProposalContext;
  data: ProposalCommandData<T>;
  who: Who;
  /** The invite acted on (DeclineInvite) or the proposal's id. */
  id: string;
  env: DecideEnv;
}

interface CommandSpec<T extends ProposalCommandType> {
  entity: 'proposal' | 'invite';
  target?: (data: ProposalCommandData<T>) => string;
  probe: (state: ProposalState, who: Who, id: string) => ProposalEvent;
  build: (ctx: BuildContext<T>) => ProposalEvent[] | Refusal;
}

// Guards read only an event's type, the acting user and ids, so a probe carries just those.
const probe =
  (type: ProposalEventType, extra: (state: ProposalState, who: Who, id: string) => object = () => ({})) =>
  (state: ProposalState, who: Who, id: string): ProposalEvent =>
    ({ type, data: { userId: who.userId, ...extra(state, who, id) } }) as unknown as ProposalEvent;

/** The actor's pending invitation to this proposal, if any. */
export const pendingInviteOf = (state: ProposalState, who: { userId: string; phoneNumber?: string | null }) =>
  Object.values(state.invites).find((i) => i.status === 'Pending' && isInviteeOf(i.context, who))?.context;

const detailsOf = (d: ProposalCommandData<'SaveRFQ'>) => ({
  title: d.Title,
  description: d.Description,
  completionDays: d.ProposalCompletionInDays,
  ldPercent: d.ProposalLdPercent,
  ldDays: d.ProposalLdAppliedAfterDays,
  inviteOnly: d.InviteOnly,
  endDate: d.EndDate,
  noticePeriodDays: d.NoticePeriod,
});

/** Why an owner's invitation of their own account is refused. */
export const SELF_INVITE = 'You cannot invite yourself to your own proposal.';
/** True when the invited account is the inviting owner's own. */
export const invitesSelf = (ownerId: string, sellerId: string | null): boolean => sellerId === ownerId;

/** New invitations for the phones not invited yet (duplicates in the list count once). */
function invitations(
  { state, who, env }: Pick<BuildContext<ProposalCommandType>, 'state' | 'who' | 'env'>,
  invitees: { PhoneNumber: string; SellerId: string | null }[],
) {
  // A withdrawn invite does not stop inviting the same phone again.
  const known = new Set(
    Object.values(state.invites)
      .filter((i) => i.status !== 'Withdrawn')
      .map((i) => i.context.phoneNumber),
  );
  if (invitees.some(({ SellerId }) => invitesSelf(who.userId, SellerId))) return refuse('INVALID_COMMAND', SELF_INVITE);
  const events: ProposalEvent[] = [];
  for (const { PhoneNumber, SellerId } of invitees) {
    if (known.has(PhoneNumber)) continue;
    known.add(PhoneNumber);
    events.push(
      ev('SellerInvited', { userId: who.userId, inviteId: env.newId(), phoneNumber: PhoneNumber, sellerId: SellerId }),
    );
  }
  return events.length ? events : refuse('ALREADY_EXISTS', 'This phone number is already invited.');
}

const SPECS: { [T in StreamCommandType]: CommandSpec<T extends 'EditRFQ' ? 'SaveRFQ' : T> } = {
  EditRFQ: {
    entity: 'proposal',
    probe: probe('ProposalDetailsEdited'),
    build: ({ data, who }) => [ev('ProposalDetailsEdited', { userId: who.userId, details: detailsOf(data) })],
  },
  AddRFQItem: {
    entity: 'proposal',
    probe: probe('ProposalItemAdded'),
    build: ({ proposal, data, who, env }) => {
      const itemId = data.Id ?? env.newId();
      if (proposal.items.some((i) => i.itemId === itemId)) return refuse('ALREADY_EXISTS', 'This item already exists.');
      const item = {
        itemId,
        title: data.ItemTitle,
        description: data.ItemDescription,
        hsnSac: data.ItemHsnCsnUin,
        quantity: data.ItemQuantity,
        unit: data.Unit,
      };
      return [ev('ProposalItemAdded', { userId: who.userId, item })];
    },
  },
  DeleteRFQItem: {
    entity: 'proposal',
    probe: probe('ProposalItemRemoved'),
    build: ({ proposal, data, who }) =>
      proposal.items.some((i) => i.itemId === data.ItemId)
        ? [ev('ProposalItemRemoved', { userId: who.userId, itemId: data.ItemId })]
        : refuse('NOT_FOUND', 'This item was not found.'),
  },
  AddRFQTerm: {
    entity: 'proposal',
    probe: probe('ProposalTermAdded'),
    build: ({ proposal, data, who, env }) => {
      const termId = data.Id ?? env.newId();
      if (proposal.terms.some((t) => t.termId === termId)) return refuse('ALREADY_EXISTS', 'This term already exists.');
      const term = {
        termId,
        title: data.TermTitle,
        text: data.TermTxt,
        isPaymentTerm: data.IsPaymentTerm,
        attachmentIds: data.Attachments,
      };
      return [ev('ProposalTermAdded', { userId: who.userId, term })];
    },
  },
  DeleteRFQTerm: {
    entity: 'proposal',
    probe: probe('ProposalTermRemoved'),
    build: ({ proposal, data, who }) =>
      proposal.terms.some((t) => t.termId === data.TermId)
        ? [ev('ProposalTermRemoved', { userId: who.userId, termId: data.TermId })]
        : refuse('NOT_FOUND', 'This term was not found.'),
  },
  StartRFQ: {
    entity: 'proposal',
    probe: probe('ProposalStarted'),
    build: ({ who }) => [ev('ProposalStarted', { userId: who.userId })],
  },
  CloseProposal: {
    entity: 'proposal',
    probe: probe('ProposalClosed'),
    build: ({ who }) => [ev('ProposalClosed', { userId: who.userId })],
  },
  CompleteProposal: {
    entity: 'proposal',
    probe: probe('ProposalCompleted'),
    build: ({ who }) => [ev('ProposalCompleted', { userId: who.userId })],
  },
  ExpireProposal: {
    entity: 'proposal',
    probe: probe('ProposalExpired'),
    build: () => [ev('ProposalExpired', { userId: 'system' })],
  },
  SendInvite: {
    entity: 'proposal',
    probe: probe('SellerInvited'),
    build: (ctx) => invitations(ctx, [ctx.data]),
  },
  SendBulkInvite: {
    entity: 'proposal',
    probe: probe('SellerInvited'),
    build: (ctx) => invitations(ctx, ctx.data.Invitees),
  },
  DeclineInvite: {
    entity: 'invite',
    target: (d) => d.InviteId,
    probe: probe('InviteDeclined', (_state, who, inviteId) => ({ phoneNumber: who.phoneNumber, inviteId })),
    build: ({ who, id }) => [ev('InviteDeclined', { userId: who.userId, phoneNumber: who.phoneNumber, inviteId: id })],
  },
  AttachInvite: {
    entity: 'invite',
    target: (d) => d.InviteId,
    probe: probe('InviteAttached', (_state, who, inviteId) => ({ phoneNumber: who.phoneNumber, inviteId })),
    build: ({ who, id }) => [ev('InviteAttached', { userId: who.userId, inviteId: id, phoneNumber: who.phoneNumber! })],
  },
  WithdrawInvite: {
    entity: 'invite',
    target: (d) => d.InviteId,
    probe: probe('InviteWithdrawn', (_state, _who, inviteId) => ({ inviteId })),
    build: ({ state, who, id }) => [
      ev('InviteWithdrawn', { userId: who.userId, inviteId: id, sellerId: state.invites[id]!.context.sellerId }),
    ],
  },
  ApplyForProposal: {
    entity: 'proposal',
    probe: probe('ProposalResponded', (state, who) => {
      const invite = pendingInviteOf(state, who);
      return { phoneNumber: who.phoneNumber, inviteId: invite?.inviteId ?? '', invited: !!invite };
    }),
    build: ({ state, proposal, data, who, env }) => {
      if (data.SellerRates.some((r) => !proposal.items.some((i) => i.itemId === r.ItemId)))
        return refuse('INVALID_COMMAND', 'A rate was given for an item this proposal does not have.');
      // A line already awarded is decided: a late quotation leaves it out.
      const awarded = proposal.items.find(
        (i) => awardOf(proposal, i.itemId) && data.SellerRates.some((r) => r.ItemId === i.itemId),
      );
      if (awarded)
        return refuse(
          'NOT_ALLOWED',
          `“${awarded.title}” is already awarded to another seller: leave it out of your quotation.`,
        );
      const invite = pendingInviteOf(state, who);
      const rates = data.SellerRates.map((r) => ({
        itemId: r.ItemId,
        rate: r.Amount,
        taxPercent: r.ItemTax,
        completionDays: r.CompletionDays,
        currency: r.Currency,
        unit: r.SellingUnit,
      }));
      return [
        ev('ProposalResponded', {
          userId: who.userId,
          phoneNumber: who.phoneNumber,
          responseId: env.newId(),
          inviteId: invite?.inviteId ?? env.newId(),
          invited: !!invite,
          agreementId: data.AgreementId ?? env.newId(),
          advancePercent: data.Advance,
          rates,
        }),
      ];
    },
  },
  // Offered while a quoted line is still open; the probe asks the machine about that line.
  AwardLines: {
    entity: 'proposal',
    probe: probe('ProposalLinesAwarded', (state) => ({ awards: firstOpenAward(state) })),
    build: ({ state, data, who }) => awardLinesEvents(state, data, who.userId),
  },
  // Samvida's line-award process only, once the RFQ is published: line-award.ts checks the lines.
  RecordAwardNotApplied: {
    entity: 'proposal',
    probe: probe('AwardNotApplied', () => ({ responseId: '', itemIds: [] })),
    build: ({ state, data }) => awardNotAppliedEvents(state, data),
  },
};

type AnySpec = CommandSpec<ProposalCommandType>;
const specOf = (type: StreamCommandType): AnySpec => SPECS[type] as unknown as AnySpec;
const STREAM_COMMANDS = Object.keys(SPECS) as StreamCommandType[];

/**
 * Whether the RFQ is visible to `who`: its owner; once published, an invited seller or an
 * applicant; and anyone while it is Active and open. Everyone else is told it does not exist.
 */
function visibleTo(state: ProposalState, who: Who): boolean {
  const { status, context } = state.proposal!;
  if (who.userId === context.ownerId || who.userId === 'system') return true;
  if (status === 'Draft') return false;
  const invited = Object.values(state.invites).some((invite) => isInviteeOf(invite.context, who));
  return invited || context.respondentIds.includes(who.userId) || (status === 'Active' && !context.details.inviteOnly);
}

const whoOf = (actor: Actor): Who => ({
  userId: actor.role === 'system' ? 'system' : actor.userId,
  phoneNumber: actor.phoneNumber ?? null,
});

const offered = (state: ProposalState, type: StreamCommandType, who: Who, id: string) =>
  proposalPermits(state, specOf(type).probe(state, who, id));

/**
 * Decides a command on a proposal stream: the events to append or a refusal with a reason. It
 * refuses exactly what {@link availableProposalActions} does not offer, plus invalid payloads.
 * SaveRFQ creates the proposal on an empty stream and edits its draft afterwards.
 */
export function decideProposal(
  state: ProposalState,
  command: ProposalCommandInput,
  actor: Actor,
  env: DecideEnv,
): Decision<ProposalEvent> {
  const parsed = ProposalCommand.safeParse(command);
  if (!parsed.success) return refuse('INVALID_COMMAND', firstIssueOf(parsed.error));
  if (!memberMayRun(actor, parsed.data.type)) return refuse('ROLE_FORBIDDEN', ROLE_FORBIDDEN_MESSAGE);
  const who = whoOf(actor);
  const entity = state.proposal;
  if (!entity) {
    if (parsed.data.type !== 'SaveRFQ') return refuse('NOT_FOUND', 'Proposal not found.');
    if (who.userId === 'system') return refuse('NOT_A_PARTY', 'Only a user can draft a proposal.');
    const { data } = parsed.data;
    return approve([
      ev('ProposalDrafted', { userId: who.userId, proposalId: data.Id ?? env.newId(), details: detailsOf(data) }),
    ]);
  }

  const proposal = entity.context;
  const { type: sent, data } = parsed.data;
  const type: StreamCommandType = sent === 'SaveRFQ' ? 'EditRFQ' : sent;
  const proposalId = 'ProposalId' in data ? data.ProposalId : (data.Id ?? proposal.proposalId);
  if (proposalId !== proposal.proposalId) return refuse('NOT_FOUND', 'Proposal not found.');
  // A seller applying to an RFQ they cannot see gets exactly the answer an unknown id gets.
  if (type === 'ApplyForProposal' && !visibleTo(state, who)) return refuse('NOT_FOUND', 'Proposal not found.');

  const spec = specOf(type);
  const id = spec.target ? spec.target(data) : proposal.proposalId;
  const status = spec.entity === 'invite' ? state.invites[id]?.status : entity.status;
  if (!status) return refuse('NOT_FOUND', 'This invite was not found.');
  if (!offered(state, type, who, id))
    return refuse(
      'NOT_ALLOWED',
      `${humanize(sent)} is not available to you while the ${spec.entity} is ${statusLabel(status)}.`,
    );
  const built = spec.build({ state, proposal, data, who, id, env });
  if (!Array.isArray(built)) return built;
  const now = { items: proposal.items.length, terms: proposal.terms.length };
  const exceeded = lineLimitExceeded(now, built, ({ type }) => ({
    items: type === 'ProposalItemAdded' ? 1 : 0,
    terms: type === 'ProposalTermAdded' ? 1 : 0,
  }));
  return exceeded ? refuse('INVALID_COMMAND', exceeded) : approve(built);
}

/** One action the proposal screens may show (SaveRFQ stands for editing the draft). */
export type ProposalAction = AvailableAction<ProposalCommandType>;

/** The actions an actor has now, on the proposal and on each invite by id. */
export interface ProposalActions {
  proposal: ProposalAction[];
  invites: Record<string, ProposalAction[]>;
}

/** Exactly the actions `actor` may take now on this proposal. */
export function availableProposalActions(state: ProposalState, actor: Actor): ProposalActions {
  const result: ProposalActions = { proposal: [], invites: {} };
  if (!state.proposal) return result;
  const who = whoOf(actor);
  const proposalId = state.proposal.context.proposalId;
  for (const id of Object.keys(state.invites)) result.invites[id] = [];
  for (const type of STREAM_COMMANDS) {
    const command: ProposalCommandType = type === 'EditRFQ' ? 'SaveRFQ' : type;
    if (!memberMayRun(actor, command)) continue;
    if (specOf(type).entity === 'proposal') {
      if (offered(state, type, who, proposalId)) result.proposal.push({ command });
    } else {
      for (const id of Object.keys(state.invites))
        if (offered(state, type, who, id)) result.invites[id]!.push({ command });
    }
  }
  return result;
}

/**
 * The DraftAgreement command a seller's application creates (decide it on the new agreement
 * stream with the seller as actor): the proposal's items the seller rated, at the seller's rates,
 * its terms as buyer terms, its LD and duration, and the seller's advance, under the contract
 * `number` the server reserved for it.
 */
export function draftAgreementFromResponse(
  proposal: ProposalContext,
  response: ProposalResponded['data'],
  number?: string,
): Extract<AgreementCommandInput, { type: 'DraftAgreement' }> {
  const items = response.rates.flatMap((r) => {
    const item = proposal.items.find((i) => i.itemId === r.itemId);
    if (!item) return [];
    return [
      {
        ItemCode: item.hsnSac,
        ItemTitle: item.title,
        ItemDescription: item.description,
        Qty: item.quantity,
        Tax: r.taxPercent,
        CurrencyId: r.currency,
        UnitId: r.unit,
        Rate: r.rate,
        ItemDeliveredInDays: r.completionDays,
      },
    ];
  });
  return {
    type: 'DraftAgreement',
    data: {
      Id: response.agreementId,
      ...(number ? { Number: number } : {}),
      CreatorType: 'seller',
      CounterpartyId: proposal.ownerId,
      ContractType: 'RFQ',
      ProposalId: proposal.proposalId,
      LDPercent: proposal.details.ldPercent,
      LDDays: proposal.details.ldDays,
      Advance: response.advancePercent,
      NumberOfDays: proposal.details.completionDays,
      Items: items,
      Terms: proposal.terms.map((t) => ({
        TermTitle: t.title,
        TermTxt: t.text,
        IsPaymentTerm: t.isPaymentTerm,
        Attachments: t.attachmentIds,
        TermOwner: 'buyer' as const,
      })),
    },
  };
}
