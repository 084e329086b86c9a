import {
  agreementDecider,
  proposalDecider,
  type AgreementCommandInput,
  type AgreementEvent,
  type AgreementState,
  type ProposalCommandInput,
  type ProposalEvent,
  type ProposalState,
  type StreamDecider,
} from '@samvida/machines';

// Each stream kind: its state, the commands it decides and the events it records.
interface StreamKinds {
  agreement: { state: AgreementState; command: AgreementCommandInput; event: AgreementEvent };
  proposal: { state: ProposalState; command: ProposalCommandInput; event: ProposalEvent };
}
export type WritableStreamKind = keyof StreamKinds;
export type StateOf<K extends WritableStreamKind> = StreamKinds[K]['state'];
export type CommandOf<K extends WritableStreamKind> = StreamKinds[K]['command'];
export type EventOf<K extends WritableStreamKind> = StreamKinds[K]['event'];

export const DECIDERS: { [K in WritableStreamKind]: StreamDecider<StateOf<K>, CommandOf<K>, EventOf<K>> } = {
  agreement: agreementDecider,
  proposal: proposalDecider,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry is typed per kind above; folding is kind-agnostic.
export type AnyDecider = StreamDecider<any, any, any>;
