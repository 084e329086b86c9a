import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SUCCESS_MESSAGES } from '@samvida/machines';
import type { Actor } from '../common/auth/access-token.service.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { withMessage } from '../common/http/api-response.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { ContractCommand, type ContractOutcome } from '../contract-commands/contract-command.js';
import {
  AgreementIdQuery,
  AgreementStatusRequest,
  IDEMPOTENCY_KEY,
  QueryAndBody,
  type AgreementIdParams,
} from './agreement.request.js';
import { ApplyForProposalCommand } from './apply-for-proposal/apply-for-proposal.command.js';
import { ApplyForProposalRequest } from './apply-for-proposal/apply-for-proposal.request.js';
import { DraftContractCommand, DraftRentalContractCommand } from './draft-contract/draft-contract.command.js';
import { CustomContractRequest, ResidentialRentalRequest } from './draft-contract/draft-contract.requests.js';
import { AddAgreementItemCommand } from './edit-draft/edit-draft.command.js';
import { AddAgreementItemRequest, UpdateB2CContractRequest } from './edit-draft/edit-draft.requests.js';
import { SendContractCommand } from './send-contract/send-contract.command.js';
import { SendContractRequest } from './send-contract/send-contract.request.js';
import { AddAgreementTermCommand, AddUserTermsCommand, DeleteAgreementTermCommand } from './terms/terms.command.js';
import {
  AddAgreementTermRequest,
  AddUserTermsQuery,
  DeleteAgreementTermQuery,
  type AddUserTermsParams,
  type DeleteAgreementTermParams,
} from './terms/terms.requests.js';

// Success texts of spec §8 that the machines' SUCCESS_MESSAGES do not carry.
const ITEM_ADDED = 'Item Added successfully.';
const TERM_ADDED = 'Term added.';
const { dataAdded: ADDED, dataUpdated: UPDATED, deleted: DELETED } = SUCCESS_MESSAGES;

// Creating agreements (a seller's application, the builder, the residential form), editing a
// draft, publishing and discarding it; see docs/api.md "Agreements".
@Needs('negotiate')
@Controller('Business')
export class BuilderController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('SaveAgreement')
  async saveAgreement(
    @Body(new ZodValidationPipe(ApplyForProposalRequest)) body: ApplyForProposalRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(await this.commandBus.execute(new ApplyForProposalCommand(actor, body, key)), ADDED);
  }

  @Post('CustomContract')
  async customContract(
    @Body(new ZodValidationPipe(CustomContractRequest)) body: CustomContractRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(await this.commandBus.execute(new DraftContractCommand(actor, body, key)), ADDED);
  }

  @Post('ResidentialRentalContract')
  async residentialRental(
    @Body(new ZodValidationPipe(ResidentialRentalRequest)) body: ResidentialRentalRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(await this.commandBus.execute(new DraftRentalContractCommand(actor, body, key)), ADDED);
  }

  @Post('SendContract')
  async sendContract(
    @Body(new ZodValidationPipe(SendContractRequest)) body: SendContractRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(await this.commandBus.execute(new SendContractCommand(actor, body, key)), ADDED);
  }

  @Post('AddAgreementItem')
  async addItem(
    @Body(new ZodValidationPipe(AddAgreementItemRequest)) body: AddAgreementItemRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(await this.commandBus.execute(new AddAgreementItemCommand(actor, body, key)), ITEM_ADDED);
  }

  @Post('AddAgreementTerm')
  async addTerm(
    @Body(new ZodValidationPipe(AddAgreementTermRequest)) body: AddAgreementTermRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(await this.commandBus.execute(new AddAgreementTermCommand(actor, body, key)), TERM_ADDED);
  }

  @Get('AddUserTermToAgreement')
  async addUserTerms(
    @Query(new ZodValidationPipe(AddUserTermsQuery)) query: AddUserTermsParams,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(await this.commandBus.execute(new AddUserTermsCommand(actor, query, key)), TERM_ADDED);
  }

  @Post('AddUserTermToAgreement')
  async addUserTermsByPost(
    @Query(new ZodValidationPipe(AddUserTermsQuery)) query: AddUserTermsParams,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(await this.commandBus.execute(new AddUserTermsCommand(actor, query, key)), TERM_ADDED);
  }

  @HttpCode(200)
  @Post('UpdateB2CContract')
  async updateB2C(
    @Body(new ZodValidationPipe(UpdateB2CContractRequest)) body: UpdateB2CContractRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    const outcome = await this.commandBus.execute(new ContractCommand(actor, 'UpdateB2CContract', body, key));
    return withMessage(outcome, UPDATED);
  }

  @Get('StartAgreement')
  startAgreement(
    @QueryAndBody(new ZodValidationPipe(AgreementStatusRequest)) request: AgreementStatusRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.publish(request, actor, key);
  }

  @HttpCode(200)
  @Needs('sign')
  @Post('StartAgreement')
  startAgreementByPost(
    @QueryAndBody(new ZodValidationPipe(AgreementStatusRequest)) request: AgreementStatusRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.publish(request, actor, key);
  }

  @Delete('DeleteAgreementTerm')
  async deleteTerm(
    @Query(new ZodValidationPipe(DeleteAgreementTermQuery)) query: DeleteAgreementTermParams,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(await this.commandBus.execute(new DeleteAgreementTermCommand(actor, query, key)), DELETED);
  }

  // Discards a draft or expired agreement: it leaves the lists, its history stays.
  @Delete('DeleteAgreement')
  async deleteAgreement(
    @Query(new ZodValidationPipe(AgreementIdQuery)) query: AgreementIdParams,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    const command = new ContractCommand(actor, 'DiscardAgreement', { AgreementId: query.agreementId }, key);
    const outcome = await this.commandBus.execute(command);
    return withMessage(outcome, DELETED);
  }

  // Publish (the draft editors' Publish): the agreement is proposed to the counterparty (told by the contract-sent reactor).
  private async publish({ AgreementId }: AgreementStatusRequest, actor: Actor, key?: string): Promise<ContractOutcome> {
    const outcome = await this.commandBus.execute(new ContractCommand(actor, 'StartAgreement', { AgreementId }, key));
    return withMessage(outcome, SUCCESS_MESSAGES.statusChanged);
  }
}
