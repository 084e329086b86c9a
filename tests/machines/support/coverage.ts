// Model-based coverage: walks a machine with xstate/graph from each given input over a finite set
// of events, replays every shortest path, and records which states and transitions were used.
import { expect } from '@jest/globals';
import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, EventObject } from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';

export interface Exploration {
  /** Every state of the machine (leaf state names). */
  states: string[];
  /** Every transition definition of the machine. */
  transitions: AnyTransitionDefinition[];
  visitedStates: Set<string>;
  coveredTransitions: Set<AnyTransitionDefinition>;
  pathCount: number;
}

/** The system under test: the JSON entity operations the deciders use. */
export interface EntityOps<TInput> {
  start(input: TInput): { status: string; context: unknown };
  apply(entity: { status: string; context: unknown }, event: EventObject): { status: string; context: unknown };
}

export interface ExploreOptions<TInput> {
  inputs: TInput[];
  /** The lifecycle driven along every path; its entity must match the model at each step. */
  lifecycle: EntityOps<TInput>;
  events: readonly EventObject[];
  /** How to tell states apart: the status plus whatever in the context changes which guards pass. */
  serialize: (snapshot: AnyMachineSnapshot) => string;
}

/** Human-readable name of a transition for failure messages. */
const describeTransition = (t: AnyTransitionDefinition): string =>
  `${t.source.key} --${t.eventType}${t.guard ? ' [guarded]' : ''}--> ${t.target?.map((n) => n.key).join(',') ?? '(stay)'}`;

export async function explore<TInput>(machine: AnyStateMachine, options: ExploreOptions<TInput>): Promise<Exploration> {
  const nodes = getStateNodes(machine.root);
  const result: Exploration = {
    states: nodes.map((n) => n.key),
    transitions: nodes.flatMap((n) => [...n.transitions.values()].flat()),
    visitedStates: new Set(),
    coveredTransitions: new Set(),
    pathCount: 0,
  };
  for (const input of options.inputs) {
    const model = createTestModel(machine, {
      input,
      events: options.events as never,
      serializeState: (s) => options.serialize(s as AnyMachineSnapshot),
    });
    // Every (state, event) pair of the reachable graph: which transition definitions fired.
    for (const entry of Object.values(model.getAdjacencyMap())) {
      const snapshot = entry.state as AnyMachineSnapshot;
      result.visitedStates.add(String(snapshot.value));
      for (const { event } of Object.values(entry.transitions) as { event: EventObject }[])
        for (const t of machine.getTransitionData(snapshot, event)) result.coveredTransitions.add(t);
    }
    // The shortest path to every state drives the plain-JSON lifecycle, which must agree with
    // the model's snapshot (status and context) after every step.
    const paths = model.getShortestPaths();
    result.pathCount += paths.length;
    const eventTypes = [...new Set(options.events.map((e) => e.type))];
    for (const path of paths) {
      let entity = options.lifecycle.start(input);
      const step = ({ event }: { event: EventObject }) => {
        entity = options.lifecycle.apply(entity, event);
      };
      const check = (name: string) => (s: AnyMachineSnapshot) => {
        expect(entity.status).toBe(name);
        expect(entity.context).toEqual(s.context);
      };
      await path.test({
        events: Object.fromEntries(eventTypes.map((t) => [t, step])),
        states: Object.fromEntries(result.states.map((name) => [name, check(name)])),
      });
    }
  }
  return result;
}

/** Asserts 100% state and transition coverage, naming whatever was missed. */
export function expectFullCoverage(result: Exploration): void {
  const missedStates = result.states.filter((s) => !result.visitedStates.has(s));
  const missedTransitions = result.transitions.filter((t) => !result.coveredTransitions.has(t)).map(describeTransition);
  expect(missedStates).toEqual([]);
  expect(missedTransitions).toEqual([]);
  expect(result.visitedStates.size).toBe(result.states.length);
  expect(result.coveredTransitions.size).toBe(result.transitions.length);
}
