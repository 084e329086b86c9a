import {
  decideAgreement,
  evolveAgreement,
  type Actor,
  type AgreementCommandInput,
  type AgreementEvent,
  type AgreementState,
  type Refusal,
} from '@samvida/machines';
import type { StreamDecider } from '../event-store/command-executor.js';
import { agreementDecider } from '../event-store/streams.js';

/** One command of an all-or-nothing batch, and how its refusal reads to the client. */
export interface BatchStep {
  command: AgreementCommandInput;
  onRefusal?: (refusal: Refusal) => Refusal;
}

/**
 * Decides several commands as one: each on the state the previous ones left, all events appended
 * together, or nothing when any step is refused (the builder's "send", spec §4).
 */
export const agreementBatchDecider: StreamDecider<AgreementState, BatchStep[], Actor, AgreementEvent> = {
  initialState: agreementDecider.initialState,
  evolve: agreementDecider.evolve,
  roleOf: agreementDecider.roleOf,
  decide(state, steps, actor, env) {
    const events: AgreementEvent[] = [];
    let current = state;
    for (const { command, onRefusal } of steps) {
      const decision = decideAgreement(current, command, actor, env);
      if (!decision.ok) return onRefusal ? onRefusal(decision) : decision;
      events.push(...decision.events);
      current = decision.events.reduce(evolveAgreement, current);
    }
    return { ok: true, events };
  },
};
