// agreementFolder folds many events without copying the collections per event: it must give
// exactly what evolveAgreement gives, and never change the state it starts from.
import { describe, expect, it } from '@jest/globals';
import {
  agreementFolder,
  agreementMachine,
  evolveAgreement,
  LINE_ONLY_EVENT_TYPES,
  type AgreementCommandInput,
  type AgreementEvent,
  type AgreementState,
  type Actor,
} from '@samvida/machines';
import {
  AGREEMENT_ID,
  BUYER,
  BUYER_TERM_ID,
  SELLER,
  accepted,
  draftedAgreement,
  testEnv,
} from '../support/fixtures.js';

const A = { AgreementId: AGREEMENT_ID };

/** The events of `steps` decided one after another from `start`. */
function eventsOf(start: AgreementState, steps: [AgreementCommandInput, Actor][]): AgreementEvent[] {
  const events: AgreementEvent[] = [];
  steps.reduce((state, [command, actor], index) => {
    // Ids the decider makes are counted from a start of each step's own.
    const decided = accepted(state, command, actor, testEnv(5000 + 100 * index));
    events.push(...decided);
    return decided.reduce(evolveAgreement, state);
  }, start);
  return events;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const start = deepFreeze(draftedAgreement());
const steps: [AgreementCommandInput, Actor][] = [
  ...[1, 2, 3].map((n): [AgreementCommandInput, Actor] => [
    {
      type: 'AddAgreementItem',
      data: {
        ...A,
        ItemTitle: `Part ${n}`,
        Qty: '2',
        Tax: '18',
        CurrencyId: 'INR',
        UnitId: 1,
        Rate: '10.00',
        ItemDeliveredInDays: 5,
      },
    } as AgreementCommandInput,
    SELLER,
  ]),
  [{ type: 'RemarkAgreement', data: { ...A, ParentId: null, RemarkText: 'First' } } as AgreementCommandInput, BUYER],
  [{ type: 'RemarkAgreement', data: { ...A, ParentId: null, RemarkText: 'Second' } } as AgreementCommandInput, SELLER],
  [{ type: 'StartAgreement', data: A }, SELLER],
  [{ type: 'AcceptTerm', data: { ...A, TermId: BUYER_TERM_ID } }, SELLER],
];

describe('agreementFolder', () => {
  it('folds to the same state as evolveAgreement, event by event', () => {
    const events = eventsOf(start, steps);
    expect(events.length).toBeGreaterThan(5);
    expect(events.reduce(agreementFolder(), start)).toEqual(events.reduce(evolveAgreement, start));
  });

  it('leaves the state it starts from as it was (a frozen start would throw if written)', () => {
    const events = eventsOf(start, steps);
    const folded = events.reduce(agreementFolder(), start);
    expect(Object.keys(folded.items).length).toBe(Object.keys(start.items).length + 3);
    expect(folded.remarks).toHaveLength(start.remarks.length + 2);
  });

  it('a second fold from a state the first produced does not change that state', () => {
    const events = eventsOf(start, steps);
    const middle = events.slice(0, 3).reduce(agreementFolder(), start);
    const snapshot = structuredClone(middle);
    events.slice(3).reduce(agreementFolder(), middle);
    expect(middle).toEqual(snapshot);
  });
});

describe('LINE_ONLY_EVENT_TYPES', () => {
  // What the execution read models keep of a state: no lines, no remarks, no signing (whose
  // revision counts line changes).
  const executionPart = ({ items: _i, terms: _t, remarks: _r, signing: _s, ...rest }: AgreementState) => rest;

  it('the agreement machine takes each of them without moving or assigning, in every status', () => {
    let checked = 0;
    for (const [status, node] of Object.entries(agreementMachine.states)) {
      for (const type of LINE_ONLY_EVENT_TYPES) {
        for (const transition of node.transitions.get(type) ?? []) {
          checked++;
          expect({ status, type, actions: transition.actions.length }).toEqual({ status, type, actions: 0 });
          expect({ status, type, target: transition.target?.map((t) => t.key) ?? [status] }).toEqual({
            status,
            type,
            target: [status],
          });
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('folding them leaves the execution part of the state as it was', () => {
    const events = eventsOf(start, steps);
    let state: AgreementState = start;
    const seen = new Set<string>();
    for (const event of events) {
      const next = evolveAgreement(state, event);
      if (LINE_ONLY_EVENT_TYPES.has(event.type)) {
        seen.add(event.type);
        expect(executionPart(next)).toEqual(executionPart(state));
      }
      state = next;
    }
    expect([...seen].sort()).toEqual(['ItemAdded', 'RemarkAdded', 'TermAccepted']);
  });
});
