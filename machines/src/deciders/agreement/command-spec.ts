// What every agreement-stream command spec is made of, shared by the per-entity spec tables.
import { type AgreementCommandData, type AgreementCommandType } from '../../commands/agreement.commands.js';
import type { AgreementEvent, AgreementEventType } from '../../events/agreement.events.js';
import { type AgreementEntityKind } from '../../lifecycles/action-codes.js';
import type { Party, Role } from '../../rules/fields.js';

import { entityAt, type AgreementState } from '../agreement.state.js';
import { refuse, type Actor, type DecideEnv, type Refusal } from '../decision.js';

export type EventOf<T extends AgreementEventType> = Extract<AgreementEvent, { type: T }>;
export const ev = <T extends AgreementEventType>(type: T, data: EventOf<T>['data']): AgreementEvent =>
  ({ type, data }) as AgreementEvent;

export type StreamCommandType = Exclude<AgreementCommandType, 'DraftAgreement'>;

export interface ActionContext {
  state: AgreementState;
  /** Party commands only pass their guards for a party, so builders may treat `by` as one. */
  by: Party;
  /** The id of the entity acted on (the agreement's own id for agreement commands). */
  id: string;
  /** The acting user's account id (the business a member acts for). */
  userId: string;
  /** The person who acts: the member, or the business's own account. */
  personId: string;
  /** The acting business and member, for rules that depend on the business's settings. */
  actor: Actor;
  env: DecideEnv;
}

export interface BuildContext<T extends StreamCommandType> extends ActionContext {
  data: AgreementCommandData<T>;
}

export interface CommandSpec<T extends StreamCommandType> {
  entity: AgreementEntityKind;
  /** The id of the entity the command acts on, from its payload. */
  target?: (data: AgreementCommandData<T>, state: AgreementState) => string | undefined;
  /** When set, the command exists only where this holds (purchase-order commands, approvals). */
  applies?: (state: AgreementState, who: { actor: Actor; by: Role }) => boolean;
  /** The event whose acceptance by the machines makes the command available. */
  probe: (by: Role, id: string) => AgreementEvent;
  /** The events the command appends (in order), or the refusal of its payload. */
  build: (ctx: BuildContext<T>) => AgreementEvent[] | Refusal;
}

// Guards read only an event's type, `by` and ids, so an availability probe carries just those.
export const probe =
  (type: AgreementEventType, ids: (id: string) => object = () => ({})) =>
  (by: Role, id: string): AgreementEvent =>
    ({ type, data: { by, ...ids(id) } }) as unknown as AgreementEvent;

export const ENTITY_LABEL: Record<AgreementEntityKind, string> = {
  agreement: 'agreement',
  item: 'item',
  term: 'term',
  invoice: 'invoice',
  note: 'transaction note',
  noteItem: 'transaction note item',
  payment: 'payment',
};

/** A remark posted with an action when the user wrote one (the spec posts it before the change). */
export const remarkOf = (ctx: ActionContext, parentId: string | null, text: string | undefined) =>
  text ? [ev('RemarkAdded', { by: ctx.by, remarkId: ctx.env.newId(), parentId, text, attachmentIds: [] })] : [];

export const fresh = (state: AgreementState, kind: Exclude<AgreementEntityKind, 'agreement'>, id: string) =>
  entityAt(state, { kind, id }) ? refuse('ALREADY_EXISTS', `This ${ENTITY_LABEL[kind]} already exists.`) : undefined;

/** One spec per command type, each typed against its own payload. */
export type SpecTable = { [T in StreamCommandType]: CommandSpec<T> };
