import { CommandHandler } from '@nestjs/cqrs';
import { ContractCommandHandler } from '../../contract-commands/contract-command.handler.js';
import {
  ContractPipeline,
  type ContractTarget,
  type PreparedMove,
} from '../../contract-commands/contract-pipeline.service.js';
import { TermGroupsService } from '../../term-groups/term-groups.service.js';
import { AgreementError } from '../agreement.errors.js';
import { AgreementAccess } from '../read-model/agreement-access.query.js';
import { AddAgreementTermCommand, AddUserTermsCommand, DeleteAgreementTermCommand } from './terms.command.js';

// Adding, rewording and deleting an agreement's terms.

// AddAgreementTerm: a new term, or (when `Id` names one of its terms) that term reworded.
@CommandHandler(AddAgreementTermCommand)
export class AddAgreementTermHandler extends ContractCommandHandler<AddAgreementTermCommand> {
  constructor(pipeline: ContractPipeline) {
    super(pipeline);
  }

  protected override async prepare(command: AddAgreementTermCommand, target: ContractTarget): Promise<PreparedMove> {
    const { Id, TermTitle, TermTxt, Attachments } = command.data;
    const state = await this.pipeline.stateFor(target, command.actor);
    if (!Id || !state.terms[Id]) return { move: this.pipeline.moveOf(command, target) };
    const data = { AgreementId: target.agreementId, TermId: Id, TermTitle, TermTxt, Attachments };
    return { move: { type: 'UpdateAgreementTerm', data } };
  }
}

@CommandHandler(DeleteAgreementTermCommand)
export class DeleteAgreementTermHandler extends ContractCommandHandler<DeleteAgreementTermCommand> {
  constructor(
    pipeline: ContractPipeline,
    private readonly access: AgreementAccess,
  ) {
    super(pipeline);
  }

  protected override async locate({ data, actor }: DeleteAgreementTermCommand): Promise<ContractTarget> {
    return { agreementId: data.AgreementId ?? (await this.access.agreementOfTerm(data.TermId, actor.userId)) };
  }
}

// AddUserTermToAgreement: every term of one of the caller's saved term groups, added at once as
// the caller's terms (whose terms they are follows from the caller's role, not from `termType`).
@CommandHandler(AddUserTermsCommand)
export class AddUserTermsHandler extends ContractCommandHandler<AddUserTermsCommand> {
  constructor(
    pipeline: ContractPipeline,
    private readonly access: AgreementAccess,
    private readonly termGroups: TermGroupsService,
  ) {
    super(pipeline);
  }

  protected override async prepare(command: AddUserTermsCommand, target: ContractTarget): Promise<PreparedMove> {
    await this.access.assertActingParty(target.agreementId, command.actor.userId);
    const terms = await this.termGroups.termsOfGroup(command.actor.userId, command.query.grpId);
    if (!terms.length) throw new AgreementError('TERM_GROUP_EMPTY');
    const Terms = terms.map((term) => ({ TermTitle: term.title, TermTxt: term.text, Attachments: term.attachmentIds }));
    return { move: { type: 'AddAgreementTerms', data: { AgreementId: target.agreementId, Terms } } };
  }
}
