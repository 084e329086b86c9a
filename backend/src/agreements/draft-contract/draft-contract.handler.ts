import { Injectable } from '@nestjs/common';
import { compareDecimals, lineAmount, roleIn, type AgreementCommandInput } from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import type { Actor } from '../../common/auth/access-token.service.js';
import { CommandExecutor } from '../../event-store/command-executor.js';
import { outcomeOf, type CommandOutcome } from '../agreement-command.handler.js';
import { agreementDecider, agreementStreamId, newStreamEntityId } from '../../event-store/streams.js';
import { AgreementQueries } from '../read-model/agreement.queries.js';
import type { AgreementDetail } from '../read-model/agreement.views.js';
import { RENTAL, type CustomContractRequest, type ResidentialRentalRequest } from './draft-contract.requests.js';
import { rentalDays, rentalMonths } from './rental-terms.js';

/** The DraftAgreement command with its id decided (the client's, or one made for the request). */
export type DraftCommand = Extract<AgreementCommandInput, { type: 'DraftAgreement' }> & { data: { Id: string } };
type DraftData = DraftCommand['data'];

// The builder's default unit id (spec §9: items sent from the builder use unit 1).
const BUILDER_UNIT = '1';

/**
 * Drafts a contract from the builder (CustomContract) or the residential rental form. The
 * counterparty is the account holding the contact, when there is one; otherwise the contact is
 * kept and its owner joins on verifying it.
 */
@Injectable()
export class DraftContractHandler {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly directory: UserDirectoryService,
    private readonly queries: AgreementQueries,
  ) {}

  /** The DraftAgreement command of a builder contract; its id is the client's, or one made for this request. */
  async draftCommand(
    actor: Actor,
    request: CustomContractRequest,
    commandId: string | undefined,
    content: Pick<DraftData, 'Items' | 'Terms'> = {},
  ): Promise<DraftCommand> {
    const counterparty = await this.directory.findByContact(request.OtherPartyContactInfo);
    const ownId = request.Id && (await this.notSomeoneElses(actor, request.Id));
    return {
      type: 'DraftAgreement',
      data: {
        Id: ownId || newStreamEntityId('agreement', actor.userId, commandId),
        CreatorType: request.CreatorType.side,
        OtherPartyContactInfo: request.OtherPartyContactInfo,
        CounterpartyId: counterparty?.usrId ?? null,
        ContractType: request.ContractType,
        CurrencyId: request.CurrencyId,
        LDPercent: request.LDPercent,
        LDDays: request.LDDays,
        Advance: request.Advance,
        Deposit: request.Deposit,
        NumberOfDays: request.NumberOfDays,
        StartDate: request.StartDate ?? null,
        ...content,
      },
    };
  }

  /**
   * The client's id, unless it names an agreement the caller is not a party to: then the draft gets
   * a fresh id, exactly as for an unknown id, so nobody learns that the id exists.
   */
  private async notSomeoneElses(actor: Actor, id: string): Promise<string | undefined> {
    const { state } = await this.executor.load(agreementDecider, agreementStreamId(id));
    return !state.agreement || roleIn(state.agreement.context, { userId: actor.userId }) ? id : undefined;
  }

  async custom(actor: Actor, request: CustomContractRequest, commandId?: string): Promise<CommandOutcome> {
    return this.draft(actor, await this.draftCommand(actor, request, commandId), commandId);
  }

  /** The rental as a draft: rent and maintenance as monthly items at the creator's rates, advance months as deposit. */
  async residential(actor: Actor, request: ResidentialRentalRequest, commandId?: string): Promise<AgreementDetail> {
    const { StartDate, EndDate, Rent, Maintainance, CurrencyId } = request;
    const months = rentalMonths(StartDate, EndDate);
    const days = rentalDays(StartDate, EndDate);
    const monthly = (title: string, rate: string) => ({
      ItemTitle: title,
      ItemDescription: `${months} month(s) from ${StartDate} to ${EndDate}`,
      Qty: months,
      Tax: '0',
      CurrencyId,
      UnitId: BUILDER_UNIT,
      Rate: rate,
      ItemDeliveredInDays: days,
    });
    const items = [
      monthly('Monthly rent', Rent),
      ...(compareDecimals(Maintainance, 0) > 0 ? [monthly('Monthly maintenance', Maintainance)] : []),
    ];
    const command = await this.draftCommand(
      actor,
      {
        ...request,
        Id: undefined,
        ContractType: RENTAL,
        LDDays: 0,
        LDPercent: '0',
        Advance: '0',
        NumberOfDays: days,
        Deposit: lineAmount(request.MonthCountRentAdvance, Rent, 0),
      },
      commandId,
      { Items: items },
    );
    const { id } = await this.draft(actor, command, commandId);
    return this.queries.detail(id, actor.userId);
  }

  private async draft(actor: Actor, command: DraftCommand, commandId?: string): Promise<CommandOutcome> {
    const agreementId = command.data.Id;
    const result = await this.executor.execute(agreementDecider, {
      streamId: agreementStreamId(agreementId),
      command,
      actor: { userId: actor.userId, role: command.data.CreatorType },
      commandId,
    });
    return outcomeOf(agreementId, result);
  }
}
