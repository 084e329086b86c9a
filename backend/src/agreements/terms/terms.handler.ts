import { Injectable } from '@nestjs/common';
import type { Actor } from '../../common/auth/access-token.service.js';
import { TermGroupsService } from '../../term-groups/term-groups.service.js';
import { AgreementCommandHandler, type CommandOutcome } from '../agreement-command.handler.js';
import { AgreementError } from '../agreement.errors.js';
import { AgreementAccess } from '../read-model/agreement-access.query.js';
import type { AddAgreementTermRequest, AddUserTermsParams, DeleteAgreementTermParams } from './terms.requests.js';

/** Adding, rewording and deleting an agreement's terms. */
@Injectable()
export class TermsHandler {
  constructor(
    private readonly commands: AgreementCommandHandler,
    private readonly access: AgreementAccess,
    private readonly termGroups: TermGroupsService,
  ) {}

  /** AddAgreementTerm: a new term, or (when `Id` names one of its terms) that term reworded. */
  async add(actor: Actor, request: AddAgreementTermRequest, commandId?: string): Promise<CommandOutcome> {
    const { AgreementId, Id, TermTitle, TermTxt, Attachments } = request;
    const state = await this.commands.current(actor, AgreementId);
    if (Id && state.terms[Id]) {
      const data = { AgreementId, TermId: Id, TermTitle, TermTxt, Attachments };
      return this.commands.execute(actor, { type: 'UpdateAgreementTerm', data }, commandId);
    }
    return this.commands.execute(actor, { type: 'AddAgreementTerm', data: request }, commandId);
  }

  async delete(actor: Actor, query: DeleteAgreementTermParams, commandId?: string): Promise<CommandOutcome> {
    const agreementId = query.agreementId ?? (await this.access.agreementOfTerm(query.termId, actor.userId));
    return this.commands.execute(
      actor,
      { type: 'DeleteAgreementTerm', data: { AgreementId: agreementId, TermId: query.termId } },
      commandId,
    );
  }

  /**
   * AddUserTermToAgreement: every term of one of the caller's saved term groups, added at once as
   * the caller's terms (whose terms they are follows from the caller's role, not from `termType`).
   */
  async addGroup(actor: Actor, query: AddUserTermsParams, commandId?: string): Promise<CommandOutcome> {
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
