// Folding recorded domain events through one machine with the pure xstate API.
import { initialTransition, transition, type AnyStateMachine, type InputFrom, type SnapshotFrom } from 'xstate';
import { flatten, type NewEvent } from './events/envelope.js';

/**
 * The snapshot of `machine` after `events` (domain events `{type, data}`, flattened into the
 * machine events they key), starting from `input`. Events the machine does not take are skipped.
 */
export function replay<M extends AnyStateMachine>(
  machine: M,
  events: readonly NewEvent<string, object>[],
  input: InputFrom<M>,
): SnapshotFrom<M> {
  const logic: AnyStateMachine = machine;
  const [initial] = initialTransition(logic, input);
  return events.reduce((snapshot, event) => transition(logic, snapshot, flatten(event))[0], initial) as SnapshotFrom<M>;
}
