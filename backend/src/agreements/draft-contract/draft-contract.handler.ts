import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { compareDecimals, lineAmount } from '@samvida/machines';
import type { ContractOutcome } from '../../contract-commands/contract-command.js';
import { AgreementQueries } from '../read-model/agreement.query.js';
import type { AgreementDetail } from '../read-model/agreement.views.js';
import { ContractDrafts } from './contract-drafts.service.js';
import { DraftContractCommand, DraftRentalContractCommand } from './draft-contract.command.js';
import { RENTAL } from './draft-contract.requests.js';
import { depositTerms, rentalDays, rentalMonths } from './rental-terms.js';

// The builder's default unit id (spec §9: items sent from the builder use unit 1).
const BUILDER_UNIT = '1';

// Drafts a contract from the builder (CustomContract).
@CommandHandler(DraftContractCommand)
export class DraftContractHandler implements ICommandHandler<DraftContractCommand> {
  constructor(private readonly drafts: ContractDrafts) {}

  async execute({ actor, request, commandId }: DraftContractCommand): Promise<ContractOutcome> {
    return this.drafts.draft(actor, await this.drafts.draftCommand(actor, request, commandId), commandId);
  }
}

// The rental as a draft: rent and maintenance as monthly items at the creator's rates, advance months as deposit.
@CommandHandler(DraftRentalContractCommand)
export class DraftRentalContractHandler implements ICommandHandler<DraftRentalContractCommand> {
  constructor(
    private readonly drafts: ContractDrafts,
    private readonly queries: AgreementQueries,
  ) {}

  async execute({ actor, request, commandId }: DraftRentalContractCommand): Promise<AgreementDetail> {
    const { StartDate, EndDate, Rent, Maintainance, CurrencyId } = request;
    const months = rentalMonths(StartDate, EndDate);
    const deposit = lineAmount(request.MonthCountRentAdvance, Rent, 0);
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
    const command = await this.drafts.draftCommand(
      actor,
      {
        ...request,
        Id: undefined,
        ContractType: RENTAL,
        LDDays: 0,
        LDPercent: '0',
        Advance: '0',
        NumberOfDays: days,
        Deposit: deposit,
      },
      commandId,
      { Items: items, Terms: depositTerms(request.MonthCountRentAdvance) },
    );
    const { id } = await this.drafts.draft(actor, command, commandId);
    return this.queries.detail(id, actor.userId);
  }
}
