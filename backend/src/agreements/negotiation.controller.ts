import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityId, SUCCESS_MESSAGES } from '@samvida/machines';
import { z } from 'zod';
import type { Actor } from '../common/auth/access-token.service.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { withMessage } from '../common/http/api-response.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { ContractCommand, type ContractOutcome } from '../contract-commands/contract-command.js';
import { AgreementStatusRequest, IDEMPOTENCY_KEY, QueryAndBody } from './agreement.request.js';
import { UpdateAgreementCommand, UpdateAgreementRateCommand } from './edit-draft/edit-draft.command.js';
import {
  AcceptAgreementRequest,
  AcceptItemRequest,
  AcceptTermRequest,
  NegotiateAgreementRequest,
  NegotiateItemRequest,
  NegotiateTermRequest,
  RemarkAgreementRequest,
} from './negotiate/negotiate.requests.js';

const ApproveAgreementRequest = z.object({ AgreementId: EntityId });
type ApproveAgreementRequest = z.infer<typeof ApproveAgreementRequest>;

// The negotiation calls of spec §7 (all POST under api/Business) and the contract's start and
// rejection (GET or POST). Each is decided by the machines; a refusal answers with its reason.
@Needs('negotiate')
@Controller('Business')
export class NegotiationController {
  constructor(private readonly commandBus: CommandBus) {}

  @HttpCode(200)
  @Post('NegotiateAgreement')
  negotiateAgreement(
    @Body(new ZodValidationPipe(NegotiateAgreementRequest)) body: NegotiateAgreementRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.changed(new ContractCommand(actor, 'NegotiateAgreement', body, key));
  }

  @HttpCode(200)
  @Post('AcceptAgreement')
  acceptAgreement(
    @Body(new ZodValidationPipe(AcceptAgreementRequest)) body: AcceptAgreementRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.changed(new ContractCommand(actor, 'AcceptAgreement', body, key));
  }

  @HttpCode(200)
  @Post('NegotiateItem')
  negotiateItem(
    @Body(new ZodValidationPipe(NegotiateItemRequest)) body: NegotiateItemRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.changed(new ContractCommand(actor, 'NegotiateItem', body, key));
  }

  @HttpCode(200)
  @Post('AcceptItem')
  acceptItem(
    @Body(new ZodValidationPipe(AcceptItemRequest)) body: AcceptItemRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.changed(new ContractCommand(actor, 'AcceptItem', body, key));
  }

  @HttpCode(200)
  @Post('NegotiateTerm')
  negotiateTerm(
    @Body(new ZodValidationPipe(NegotiateTermRequest)) body: NegotiateTermRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.changed(new ContractCommand(actor, 'NegotiateTerm', body, key));
  }

  @HttpCode(200)
  @Post('AcceptTerm')
  acceptTerm(
    @Body(new ZodValidationPipe(AcceptTermRequest)) body: AcceptTermRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.changed(new ContractCommand(actor, 'AcceptTerm', body, key));
  }

  @HttpCode(200)
  @Needs('comment')
  @Post('RemarkAgreement')
  remark(
    @Body(new ZodValidationPipe(RemarkAgreementRequest)) body: RemarkAgreementRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.changed(new ContractCommand(actor, 'RemarkAgreement', body, key));
  }

  @HttpCode(200)
  @Post('UpdateAgreement')
  async updateAgreement(
    @Body(new ZodValidationPipe(NegotiateAgreementRequest)) body: NegotiateAgreementRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    const outcome = await this.commandBus.execute(new UpdateAgreementCommand(actor, body, key));
    return withMessage(outcome, SUCCESS_MESSAGES.statusChanged);
  }

  @HttpCode(200)
  @Post('UpdateAgreementRate')
  async updateRate(
    @Body(new ZodValidationPipe(NegotiateItemRequest)) body: NegotiateItemRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    const outcome = await this.commandBus.execute(new UpdateAgreementRateCommand(actor, body, key));
    return withMessage(outcome, SUCCESS_MESSAGES.statusChanged);
  }

  @Get('StartContract')
  startContract(
    @QueryAndBody(new ZodValidationPipe(AgreementStatusRequest)) request: AgreementStatusRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.start(request, actor, key);
  }

  // A member's approval, where the business asks for two members to send or start a contract.
  @HttpCode(200)
  @Needs('sign')
  @Post('ApproveAgreement')
  async approveAgreement(
    @Body(new ZodValidationPipe(ApproveAgreementRequest)) body: ApproveAgreementRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ): Promise<ContractOutcome> {
    const outcome = await this.commandBus.execute(new ContractCommand(actor, 'ApproveAgreement', body, key));
    return withMessage(outcome, 'Approved. Another member of your business can now send or start the contract.');
  }

  @HttpCode(200)
  @Needs('sign')
  @Post('StartContract')
  startContractByPost(
    @QueryAndBody(new ZodValidationPipe(AgreementStatusRequest)) request: AgreementStatusRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.start(request, actor, key);
  }

  @Get('RejectAgreement')
  rejectAgreement(
    @QueryAndBody(new ZodValidationPipe(AgreementStatusRequest)) request: AgreementStatusRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.reject(request, actor, key);
  }

  @HttpCode(200)
  @Post('RejectAgreement')
  rejectAgreementByPost(
    @QueryAndBody(new ZodValidationPipe(AgreementStatusRequest)) request: AgreementStatusRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.reject(request, actor, key);
  }

  private async changed(command: ContractCommand): Promise<ContractOutcome> {
    return withMessage(await this.commandBus.execute(command), SUCCESS_MESSAGES.statusChanged);
  }

  private async start({ AgreementId }: AgreementStatusRequest, actor: Actor, key?: string): Promise<ContractOutcome> {
    const outcome = await this.commandBus.execute(new ContractCommand(actor, 'StartContract', { AgreementId }, key));
    return withMessage(outcome, SUCCESS_MESSAGES.contractStarted);
  }

  private async reject(
    { AgreementId, RemarkText }: AgreementStatusRequest,
    actor: Actor,
    key?: string,
  ): Promise<ContractOutcome> {
    const command = new ContractCommand(actor, 'RejectAgreement', { AgreementId, RemarkText }, key);
    return withMessage(await this.commandBus.execute(command), SUCCESS_MESSAGES.contractRejected);
  }
}
