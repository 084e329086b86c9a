import { Injectable } from '@nestjs/common';
import {
  draftAgreementFromResponse,
  type ProposalContext,
  type ProposalResponded,
  type RecordedEvent,
} from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import type { Actor } from '../../common/auth/access-token.service.js';
import { CommandExecutor } from '../../event-store/command-executor.js';
import { AgreementError } from '../agreement.errors.js';
import { agreementDecider, agreementStreamId } from '../../event-store/streams.js';
import { proposalDecider, proposalStreamId } from '../../event-store/streams.js';
import type { ApplyForProposalRequest } from './apply-for-proposal.request.js';

type Response = ProposalResponded['data'];

/**
 * SaveAgreement: a seller applies to a proposal. The response is recorded on the proposal stream
 * (ApplyForProposal, decided by the proposal machines), then the draft agreement it names is
 * created from it (`draftAgreementFromResponse`). The two streams are written one after the
 * other; a response whose draft is missing (a crash in between) gets its draft on the next try.
 */
@Injectable()
export class ApplyForProposalHandler {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly directory: UserDirectoryService,
  ) {}

  async execute(actor: Actor, request: ApplyForProposalRequest, commandId?: string): Promise<{ id: string }> {
    const { state, events } = await this.executor.load(proposalDecider, proposalStreamId(request.ProposalId));
    const earlier = state.responses.find((response) => response.userId === actor.userId);
    const { proposal, response } = earlier
      ? await this.earlierApplication(state.proposal!.context, earlier, events, commandId)
      : await this.apply(actor, request, commandId);
    await this.executor.execute(agreementDecider, {
      streamId: agreementStreamId(response.agreementId),
      command: draftAgreementFromResponse(proposal, response),
      actor: { userId: actor.userId, role: 'seller' },
      // One draft per response, whichever request creates it.
      commandId: `draft-of-${response.responseId}`,
    });
    return { id: response.agreementId };
  }

  private async apply(actor: Actor, request: ApplyForProposalRequest, commandId?: string) {
    const phoneNumber = (await this.directory.findById(actor.userId))?.phoneNumber ?? null;
    const result = await this.executor.execute(proposalDecider, {
      streamId: proposalStreamId(request.ProposalId),
      command: { type: 'ApplyForProposal', data: request },
      actor: { userId: actor.userId, phoneNumber },
      commandId,
    });
    const responded = result.events.find((event) => event.type === 'ProposalResponded')!;
    return { proposal: result.state.proposal!.context, response: responded.data as Response };
  }

  /** A repeated request, or a response whose draft is missing, drafts again; anything else is a second application. */
  private async earlierApplication(
    proposal: ProposalContext,
    response: Response,
    events: RecordedEvent[],
    commandId?: string,
  ) {
    const repeated = !!commandId && events.some((event) => event.metadata.commandId === commandId);
    const drafted = (await this.executor.load(agreementDecider, agreementStreamId(response.agreementId))).version > 0;
    if (drafted && !repeated) throw new AgreementError('ALREADY_APPLIED');
    return { proposal, response };
  }
}
