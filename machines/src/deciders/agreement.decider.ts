// `decideAgreement` and `availableAgreementActions`: both ask the same question of the machines
// (does the command's defining event pass their guards for this actor?), so the backend accepts
// exactly the actions the frontend shows.

import {
  AgreementCommand,
  type AgreementCommandData,
  type AgreementCommandInput,
} from '../commands/agreement.commands.js';
import type { AgreementDrafted, AgreementEvent, AgreementTermData } from '../events/agreement.events.js';
import { actionCodeOf, type ActionCode, type AgreementEntityKind } from '../lifecycles/action-codes.js';
import type { Entity } from '../lifecycles/lifecycle.js';
import { statusLabel } from '../lifecycles/status-labels.js';
import type { Party, Role } from '../rules/fields.js';
import { archiveBlocker } from '../rules/archive.rules.js';
import { memberMayRun, ROLE_FORBIDDEN_MESSAGE } from '../rules/team-roles.js';
import { approvalBlocker, approvalRefusal, awaitingApproval } from './agreement/approval.js';
import { lineLimitExceeded } from '../rules/limits.js';

import {
  COLLECTION_OF,
  entityAt,
  permits,
  signingViewOf,
  type AgreementState,
  type EntityRef,
} from './agreement.state.js';
import { roleIn, startBlocker } from './agreement.views.js';
import {
  approve,
  firstIssueOf,
  humanize,
  personOf,
  refuse,
  type Actor,
  type AvailableAction,
  type DecideEnv,
  type Decision,
} from './decision.js';
import { AGREEMENT_SPECS } from './agreement/agreement.specs.js';
import {
  ev,
  ENTITY_LABEL,
  type CommandSpec,
  type SpecTable,
  type StreamCommandType,
} from './agreement/command-spec.js';
import { INVOICE_SPECS } from './agreement/invoice.specs.js';
import { itemOf, ITEM_SPECS } from './agreement/item.specs.js';
import { PAYMENT_SPECS } from './agreement/payment.specs.js';
import { PURCHASE_ORDER_SPECS } from './agreement/purchase-order.specs.js';
import { SIGNATURE_SPECS } from './agreement/signature.specs.js';
import { signingRefusal } from './agreement/signing.rules.js';
import { changesAgreedTerms } from './agreement/signing.state.js';
import { termOf, TERM_SPECS } from './agreement/term.specs.js';
import { TXN_NOTE_SPECS } from './agreement/txn-note.specs.js';

const SPECS: SpecTable = {
  ...AGREEMENT_SPECS,
  ...ITEM_SPECS,
  ...TERM_SPECS,
  ...INVOICE_SPECS,
  ...TXN_NOTE_SPECS,
  ...PAYMENT_SPECS,
  ...PURCHASE_ORDER_SPECS,
  ...SIGNATURE_SPECS,
};

// The table is indexed by a union of command types; each entry is typed against its own payload.
type AnySpec = CommandSpec<StreamCommandType>;
const specOf = (type: StreamCommandType): AnySpec => SPECS[type] as unknown as AnySpec;
const STREAM_COMMANDS = Object.keys(SPECS) as StreamCommandType[];

// The commands each filter of `hasAgreementAction` keeps, worked out once per filter.
const commandsByFilter = new WeakMap<(type: StreamCommandType) => boolean, StreamCommandType[]>();
const commandsWhere = (wanted: (type: StreamCommandType) => boolean): StreamCommandType[] => {
  let commands = commandsByFilter.get(wanted);
  if (!commands) commandsByFilter.set(wanted, (commands = STREAM_COMMANDS.filter(wanted)));
  return commands;
};

const refOf = (kind: AgreementEntityKind, id: string): EntityRef => (kind === 'agreement' ? { kind } : { kind, id });

/** The action code of `command` done by `by` on `entity`, if the spec names one. */
const codeOf = (command: StreamCommandType, by: Role, kind: AgreementEntityKind, entity: Entity) =>
  actionCodeOf(command, by, kind === 'term' ? (entity.context as AgreementTermData).owner : undefined);

const offered = (state: AgreementState, type: StreamCommandType, by: Role, id: string, actor: Actor): boolean =>
  (specOf(type).applies?.(state, { actor, by }) ?? true) && permits(state, specOf(type).probe(by, id));

function draftAgreement(
  state: AgreementState,
  data: AgreementCommandData<'DraftAgreement'>,
  actor: Actor,
  env: DecideEnv,
): Decision<AgreementEvent> {
  if (state.agreement) return refuse('ALREADY_EXISTS', 'This agreement already exists.');
  if (actor.role === 'system') return refuse('NOT_A_PARTY', 'Only a buyer or a seller can draft an agreement.');
  if (data.CounterpartyId === actor.userId) return refuse('INVALID_COMMAND', 'The counterparty must be someone else.');
  const by = data.CreatorType;
  const other = data.CounterpartyId ?? null;
  return approve([
    ev('AgreementDrafted', {
      agreementId: data.Id ?? env.newId(),
      ...(data.Number ? { number: data.Number } : {}),
      by,
      contractType: data.ContractType,
      parties: {
        buyerId: by === 'buyer' ? actor.userId : other,
        sellerId: by === 'seller' ? actor.userId : other,
        counterpartyContact: data.OtherPartyContactInfo ?? null,
      },
      sourceProposalId: data.ProposalId ?? null,
      currency: data.CurrencyId,
      generalTerms: {
        ldPercent: data.LDPercent,
        ldDays: data.LDDays,
        advancePercent: data.Advance,
        durationDays: data.NumberOfDays,
      },
      deposit: data.Deposit,
      startDate: data.StartDate ?? null,
      items: data.Items.map((i) => itemOf(i, by, i.AgItemId ?? env.newId())),
      terms: data.Terms.map((t) => termOf(t, env.newId(), t.TermOwner ?? by)),
    }),
  ]);
}

/**
 * Decides a command on an agreement stream: the events to append, or a refusal with a reason the
 * user can read. It refuses exactly the actions {@link availableAgreementActions} does not offer
 * (and, beyond that, payloads that are invalid or point at nothing).
 */
export function decideAgreement(
  state: AgreementState,
  command: AgreementCommandInput,
  actor: Actor,
  env: DecideEnv,
): Decision<AgreementEvent> {
  const parsed = AgreementCommand.safeParse(command);
  if (!parsed.success) return refuse('INVALID_COMMAND', firstIssueOf(parsed.error));
  const { type, data } = parsed.data;
  if (!memberMayRun(actor, type)) return refuse('ROLE_FORBIDDEN', ROLE_FORBIDDEN_MESSAGE);
  if (type === 'DraftAgreement') {
    const drafted = draftAgreement(state, data, actor, env);
    return drafted.ok ? withinLineLimit(state, drafted.events) : drafted;
  }

  const agreement = state.agreement;
  if (!agreement || agreement.context.agreementId !== data.AgreementId)
    return refuse('NOT_FOUND', 'Agreement not found.');
  const by = roleIn(agreement.context, actor);
  if (!by) return refuse('NOT_A_PARTY', 'You are not a party to this agreement.');

  const spec = specOf(type);
  const id = spec.target ? spec.target(data as never, state) : agreement.context.agreementId;
  const entity = id === undefined ? undefined : entityAt(state, refOf(spec.entity, id));
  if (id === undefined || !entity) return refuse('NOT_FOUND', `This ${ENTITY_LABEL[spec.entity]} was not found.`);
  if (!offered(state, type, by, id, actor)) {
    const signing = signingRefusal(signingViewOf(state, agreement), spec.probe(by, id));
    if (signing) return signing;
    const approval = (type === 'StartAgreement' || type === 'StartContract') && by !== 'system';
    const blocker =
      (approval ? approvalBlocker(state, actor, by) : undefined) ??
      (type === 'StartContract' && by === 'buyer'
        ? startBlocker(state)
        : type === 'ArchiveAgreement' || type === 'UnarchiveAgreement'
          ? archiveBlocker(agreement.status, agreement.context, by, type === 'UnarchiveAgreement')
          : type === 'ApproveAgreement' && by !== 'system'
            ? approvalRefusal(state, actor, by)
            : undefined);
    if (blocker) return refuse('NOT_ALLOWED', blocker);
    const code = codeOf(type, by, spec.entity, entity);
    const action = `${humanize(type)}${code ? ` (${code})` : ''}`;
    const where = `the ${ENTITY_LABEL[spec.entity]} is ${statusLabel(entity.status)}`;
    return refuse('NOT_ALLOWED', `${action} is not available to the ${by} while ${where}.`);
  }
  const built = spec.build({
    state,
    data: data as never,
    by: by as Party,
    id,
    userId: actor.userId,
    personId: personOf(actor),
    actor,
    env,
  });
  return Array.isArray(built) ? withinLineLimit(state, withVoidedSignatures(state, built)) : built;
}

/** A change of agreed terms after the document was fixed voids it and its signatures (recorded as an event). */
function withVoidedSignatures(state: AgreementState, events: AgreementEvent[]): AgreementEvent[] {
  const document = state.signing.document;
  const change = events.find(changesAgreedTerms);
  if (!document || !change) return events;
  const reason = `The agreed terms changed (${humanize(change.type).toLowerCase()}) after the document was fixed.`;
  const by = (change.data as { by: Party }).by;
  return [...events, ev('SignaturesVoided', { by, documentVersion: document.version, hash: document.hash, reason })];
}

const addedLines = ({ type, data }: { type: string; data: unknown }) => {
  if (type === 'AgreementDrafted') {
    const { items, terms } = data as AgreementDrafted['data'];
    return { items: items.length, terms: terms.length };
  }
  return { items: type === 'ItemAdded' ? 1 : 0, terms: type === 'TermAdded' ? 1 : 0 };
};

/** Approves `events` unless they take the agreement past the item or term limit. */
function withinLineLimit(state: AgreementState, events: AgreementEvent[]): Decision<AgreementEvent> {
  const now = { items: Object.keys(state.items).length, terms: Object.keys(state.terms).length };
  const exceeded = lineLimitExceeded(now, events, addedLines);
  return exceeded ? refuse('INVALID_COMMAND', exceeded) : approve(events);
}

/** One action the screens may show; `code` is the spec's action code where it has one. */
export type AgreementAction = AvailableAction<StreamCommandType, ActionCode>;

/** The actions an actor has now, on the agreement and on each of its entities by id. */
export interface AgreementActions {
  agreement: AgreementAction[];
  items: Record<string, AgreementAction[]>;
  terms: Record<string, AgreementAction[]>;
  invoices: Record<string, AgreementAction[]>;
  notes: Record<string, AgreementAction[]>;
  noteItems: Record<string, AgreementAction[]>;
  payments: Record<string, AgreementAction[]>;
  /** Why the actor's next step (sending or starting) waits for another member's approval, if it does. */
  awaitingApproval?: string;
}

/**
 * Whether `actor` has any of the commands `wanted` accepts on the agreement or one of its entities
 * (those `on` keeps) now: {@link availableAgreementActions} without listing them, stopping at the first.
 */
export function hasAgreementAction(
  state: AgreementState,
  actor: Actor,
  wanted: (type: StreamCommandType) => boolean,
  on: (type: StreamCommandType, id: string) => boolean = () => true,
): boolean {
  const agreement = state.agreement;
  const by = agreement && roleIn(agreement.context, actor);
  if (!agreement || !by) return false;
  return commandsWhere(wanted).some((type) => {
    if (!memberMayRun(actor, type)) return false;
    const kind = specOf(type).entity;
    const ids = kind === 'agreement' ? [agreement.context.agreementId] : Object.keys(state[COLLECTION_OF[kind]]);
    return ids.some((id) => offered(state, type, by, id, actor) && on(type, id));
  });
}

/** Exactly the actions `actor` may take now (the backend accepts these and no others). */
export function availableAgreementActions(state: AgreementState, actor: Actor): AgreementActions {
  const result: AgreementActions = {
    agreement: [],
    items: {},
    terms: {},
    invoices: {},
    notes: {},
    noteItems: {},
    payments: {},
  };
  for (const collection of Object.values(COLLECTION_OF))
    for (const id of Object.keys(state[collection])) result[collection][id] = [];
  const agreement = state.agreement;
  const by = agreement && roleIn(agreement.context, actor);
  if (!agreement || !by) return result;

  for (const type of STREAM_COMMANDS) {
    if (!memberMayRun(actor, type)) continue;
    const kind = specOf(type).entity;
    const entities: Record<string, Entity> =
      kind === 'agreement' ? { [agreement.context.agreementId]: agreement } : state[COLLECTION_OF[kind]];
    for (const [id, entity] of Object.entries(entities)) {
      if (!offered(state, type, by, id, actor)) continue;
      const code = codeOf(type, by, kind, entity);
      const action: AgreementAction = code ? { command: type, code } : { command: type };
      (kind === 'agreement' ? result.agreement : result[COLLECTION_OF[kind]][id]!).push(action);
    }
  }
  const awaiting = by !== 'system' && awaitingApproval(state, actor, by);
  return awaiting ? { ...result, awaitingApproval: awaiting } : result;
}
