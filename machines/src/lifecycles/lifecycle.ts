// A machine's snapshot kept as plain JSON ({status, context}) so deciders can store it in a read
// model and the frontend can rebuild it; transitions use the pure xstate API only.
import {
  createActor,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  type EventFromLogic,
  type InputFrom,
} from 'xstate';

/** One entity's lifecycle position: the machine's state name (the spec's status) and its context. */
export interface Entity<S extends string = string, C = unknown> {
  status: S;
  context: C;
}

/** Pure operations over one flat machine `M` whose state names are `S`. */
export interface Lifecycle<M extends AnyStateMachine, S extends string> {
  readonly machine: M;
  /** The entity right after creation from `input`. */
  start(input: InputFrom<M>): Entity<S, ContextFrom<M>>;
  /** The entity after `event`; unchanged when the machine does not take the event. */
  apply(entity: Entity<S, ContextFrom<M>>, event: EventFromLogic<M>): Entity<S, ContextFrom<M>>;
  /** Whether the machine takes `event` in this state (guards included). */
  allows(entity: Entity<S, ContextFrom<M>>, event: EventFromLogic<M>): boolean;
}

/** Wraps a flat machine whose state names are `S` as a {@link Lifecycle}. */
export function lifecycle<M extends AnyStateMachine, S extends string>(machine: M): Lifecycle<M, S> {
  const logic: AnyStateMachine = machine;
  const toEntity = (snapshot: AnyMachineSnapshot): Entity<S, ContextFrom<M>> => ({
    status: snapshot.value as S,
    context: snapshot.context as ContextFrom<M>,
  });
  // Entities are never changed in place (an event gives a new one), so each resolves once: asking
  // what a contract allows asks every line's machine about every command.
  const snapshots = new WeakMap<Entity<S, ContextFrom<M>>, AnyMachineSnapshot>();
  const resolve = (entity: Entity<S, ContextFrom<M>>): AnyMachineSnapshot => {
    let snapshot = snapshots.get(entity);
    if (!snapshot) {
      snapshot = logic.resolveState({ value: entity.status, context: entity.context });
      snapshots.set(entity, snapshot);
    }
    return snapshot;
  };
  let scope: AnyActorScope | undefined;
  return {
    machine,
    start: (input) => toEntity(logic.getInitialSnapshot((scope ??= inertScope(logic)), input)),
    apply: (entity, event) => toEntity(logic.transition(resolve(entity), event, (scope ??= inertScope(logic)))),
    allows: (entity, event) => resolve(entity).can(event),
  };
}

/**
 * What xstate's pure `transition` and `initialTransition` build on every call: an actor scope
 * that runs nothing. Building it starts a whole actor (about half the cost of a transition), and a
 * contract of 1,000 lines takes thousands of transitions per command and per read model, so each
 * lifecycle builds one and keeps it. Our machines only assign, which the transition itself
 * resolves; they invoke, spawn, delay and emit nothing, so the scope never holds state.
 */
function inertScope(logic: AnyStateMachine): AnyActorScope {
  const self = createActor(logic);
  return {
    self,
    id: '',
    sessionId: '',
    system: self.system,
    defer: () => undefined,
    logger: () => undefined,
    stopChild: () => undefined,
    emit: () => undefined,
    actionExecutor: () => undefined,
  } as AnyActorScope;
}
