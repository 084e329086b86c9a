import {
  decideProposal,
  evolveProposal,
  initialProposalState,
  streamName,
  type Actor,
  type ProposalCommandInput,
  type ProposalEvent,
  type ProposalState,
} from '@samvida/machines';
import type { StreamDecider } from '../event-store/command-executor.js';

export const proposalStreamId = (proposalId: string): string => streamName('proposal', proposalId);

/**
 * The proposal stream's decider, for the one proposal command this feature sends: a seller's
 * application (ApplyForProposal), so the actor is recorded as the seller.
 */
export const applicantProposalDecider: StreamDecider<ProposalState, ProposalCommandInput, Actor, ProposalEvent> = {
  initialState: initialProposalState,
  evolve: evolveProposal,
  decide: decideProposal,
  roleOf: () => 'seller',
};
