import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { awardBlocker, type AgreementState } from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { refusalError, StreamWriter } from '../../streams/stream-writer.service.js';
import { ProposalAccess } from '../proposal-access.js';
import { ProposalStream, type ProposalCommandResult } from '../proposal-stream.js';
import { AwardLinesCommand } from './award-lines.command.js';

// The owner only (403 otherwise). Before the award is recorded, the machines check the agreements
// of the sellers who would lose a line: one signed by either party, or started, refuses the award
// with the seller's name and nothing is appended. Then the proposal machines decide the award.
@CommandHandler(AwardLinesCommand)
export class AwardLinesHandler implements ICommandHandler<AwardLinesCommand> {
  constructor(
    private readonly access: ProposalAccess,
    private readonly writer: StreamWriter,
    private readonly stream: ProposalStream,
    private readonly directory: UserDirectoryService,
  ) {}

  async execute({ actor, request, commandId }: AwardLinesCommand): Promise<ProposalCommandResult> {
    await this.access.own(request.ProposalId, actor.userId);
    const { state } = await this.writer.current('proposal', request.ProposalId);
    const agreements = new Map<string, AgreementState>();
    // Only sellers who quoted an awarded line can lose one.
    const quotedAwarded = state.responses.filter((response) =>
      response.rates.some((rate) => request.Awards.some((award) => award.ItemId === rate.itemId)),
    );
    for (const response of quotedAwarded) {
      const { state: agreement, version } = await this.writer.current('agreement', response.agreementId);
      if (version > 0) agreements.set(response.agreementId, agreement);
    }
    const names = await this.directory.findByIds(quotedAwarded.map((response) => response.userId));
    const blocker = awardBlocker(
      state,
      request,
      (agreementId) => agreements.get(agreementId),
      (userId) => names.get(userId)?.usrName || 'a seller',
    );
    if (blocker) throw refusalError(blocker);
    return this.stream.execute(request.ProposalId, { type: 'AwardLines', data: request }, actor, commandId);
  }
}
