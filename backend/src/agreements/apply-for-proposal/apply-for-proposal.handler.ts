import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { draftAgreementFromResponse, type ProposalContext, type ProposalResponded } from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { ContractNumbers } from '../../contract-commands/contract-numbers.service.js';
import type { Actor } from '../../common/auth/access-token.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { EntitlementsService } from '../../subscriptions/entitlements.service.js';
import { AgreementError } from '../agreement.errors.js';
import { ApplyForProposalCommand } from './apply-for-proposal.command.js';
import type { ApplyForProposalRequest } from './apply-for-proposal.request.js';

type Response = ProposalResponded['data'];

// SaveAgreement: a seller applies to a proposal. The response is recorded on the proposal stream
// (ApplyForProposal, decided by the proposal machines), then the draft agreement it names is
// created from it (`draftAgreementFromResponse`). The two streams are written one after the
// other; a response whose draft is missing (a crash in between) gets its draft on the next try.
@CommandHandler(ApplyForProposalCommand)
export class ApplyForProposalHandler implements ICommandHandler<ApplyForProposalCommand> {
  constructor(
    private readonly writer: StreamWriter,
    private readonly directory: UserDirectoryService,
    private readonly entitlements: EntitlementsService,
    private readonly numbers: ContractNumbers,
  ) {}

  async execute({ actor, request, commandId }: ApplyForProposalCommand): Promise<{ id: string }> {
    const { state } = await this.writer.current('proposal', request.ProposalId);
    const earlier = state.responses.find((response) => response.userId === actor.userId);
    // The contract an application drafts counts against the seller's plan, before anything is written.
    if (!earlier && state.proposal) {
      const { completionDays } = state.proposal.context.details;
      await this.entitlements.claimContract(actor.userId, `application-${request.ProposalId}`, completionDays);
    }
    const { proposal, response } = earlier
      ? await this.earlierApplication(request, state.proposal!.context, earlier, commandId)
      : await this.apply(actor, request, commandId);
    await this.writer.execute(
      'agreement',
      response.agreementId,
      { ...actor, role: 'seller' },
      draftAgreementFromResponse(proposal, response, await this.numbers.reserve(response.agreementId)),
      // One draft per response, whichever request creates it.
      { commandId: `draft-of-${response.responseId}` },
    );
    return { id: response.agreementId };
  }

  private async apply(actor: Actor, request: ApplyForProposalRequest, commandId?: string) {
    const phoneNumber = (await this.directory.findById(actor.userId))?.phoneNumber ?? null;
    const result = await this.writer.execute(
      'proposal',
      request.ProposalId,
      { ...actor, phoneNumber },
      { type: 'ApplyForProposal', data: request },
      { commandId },
    );
    const responded = result.events.find((event) => event.type === 'ProposalResponded')!;
    return { proposal: result.state.proposal!.context, response: responded.data as Response };
  }

  // A repeated request, or a response whose draft is missing, drafts again; anything else is a second application.
  private async earlierApplication(
    request: ApplyForProposalRequest,
    proposal: ProposalContext,
    response: Response,
    commandId?: string,
  ) {
    const drafted = (await this.writer.current('agreement', response.agreementId)).version > 0;
    const repeated = !!commandId && (await this.writer.wasExecuted('proposal', request.ProposalId, commandId));
    if (drafted && !repeated) {
      throw new AgreementError('ALREADY_APPLIED');
    }
    return { proposal, response };
  }
}
