import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TermGroupsService } from '../../term-groups/term-groups.service.js';
import { AgreementMoves, type CommandOutcome } from '../agreement-moves.service.js';
import { AgreementError } from '../agreement.errors.js';
import { AgreementAccess } from '../read-model/agreement-access.query.js';
import { AddAgreementTermCommand, AddUserTermsCommand, DeleteAgreementTermCommand } from './terms.command.js';

// Adding, rewording and deleting an agreement's terms.

/** AddAgreementTerm: a new term, or (when `Id` names one of its terms) that term reworded. */
@CommandHandler(AddAgreementTermCommand)
export class AddAgreementTermHandler implements ICommandHandler<AddAgreementTermCommand> {
  constructor(private readonly commands: AgreementMoves) {}

  async execute({ actor, request, commandId }: AddAgreementTermCommand): Promise<CommandOutcome> {
    const { AgreementId, Id, TermTitle, TermTxt, Attachments } = request;
    const state = await this.commands.current(actor, AgreementId);
    if (Id && state.terms[Id]) {
      const data = { AgreementId, TermId: Id, TermTitle, TermTxt, Attachments };
      return this.commands.execute(actor, { type: 'UpdateAgreementTerm', data }, commandId);
    }
    return this.commands.execute(actor, { type: 'AddAgreementTerm', data: request }, commandId);
  }
}

@CommandHandler(DeleteAgreementTermCommand)
export class DeleteAgreementTermHandler implements ICommandHandler<DeleteAgreementTermCommand> {
  constructor(
    private readonly commands: AgreementMoves,
    private readonly access: AgreementAccess,
  ) {}

  async execute({ actor, request: query, commandId }: DeleteAgreementTermCommand): Promise<CommandOutcome> {
    const agreementId = query.agreementId ?? (await this.access.agreementOfTerm(query.termId, actor.userId));
    return this.commands.execute(
      actor,
      { type: 'DeleteAgreementTerm', data: { AgreementId: agreementId, TermId: query.termId } },
      commandId,
    );
  }
}

/**
 * AddUserTermToAgreement: every term of one of the caller's saved term groups, added at once as
 * the caller's terms (whose terms they are follows from the caller's role, not from `termType`).
 */
@CommandHandler(AddUserTermsCommand)
export class AddUserTermsHandler implements ICommandHandler<AddUserTermsCommand> {
  constructor(
    private readonly commands: AgreementMoves,
    private readonly access: AgreementAccess,
    private readonly termGroups: TermGroupsService,
  ) {}

  async execute({ actor, request: query, commandId }: AddUserTermsCommand): Promise<CommandOutcome> {
    await this.access.assertActingParty(query.agreementId, actor.userId);
    const terms = await this.termGroups.termsOfGroup(actor.userId, query.grpId);
    if (!terms.length) throw new AgreementError('TERM_GROUP_EMPTY');
    const Terms = terms.map((term) => ({ TermTitle: term.title, TermTxt: term.text, Attachments: term.attachmentIds }));
    return this.commands.execute(
      actor,
      { type: 'AddAgreementTerms', data: { AgreementId: query.agreementId, Terms } },
      commandId,
    );
  }
}
