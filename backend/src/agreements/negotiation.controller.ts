import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SUCCESS_MESSAGES } from '@samvida/machines';
import type { Actor } from '../common/auth/access-token.service.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { withMessage } from '../common/http/api-response.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import type { AgreementStreamCommand, CommandOutcome } from './agreement-moves.service.js';
import { AgreementStatusRequest, IDEMPOTENCY_KEY, QueryAndBody } from './agreement.request.js';
import { UpdateAgreementCommand, UpdateAgreementRateCommand } from './edit-draft/edit-draft.command.js';
import { MakeMoveCommand } from './make-move/make-move.command.js';
import {
  AcceptAgreementRequest,
  AcceptItemRequest,
  AcceptTermRequest,
  NegotiateAgreementRequest,
  NegotiateItemRequest,
  NegotiateTermRequest,
  RemarkAgreementRequest,
} from './negotiate/negotiate.requests.js';

/**
 * The negotiation calls of spec §7 (all POST under api/Business) and the contract's start and
 * rejection (GET or POST). Each is decided by the machines; a refusal answers with its reason.
 */
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
    return this.changed(actor, { type: 'NegotiateAgreement', data: body }, key);
  }

  @HttpCode(200)
  @Post('AcceptAgreement')
  acceptAgreement(
    @Body(new ZodValidationPipe(AcceptAgreementRequest)) body: AcceptAgreementRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.changed(actor, { type: 'AcceptAgreement', data: body }, key);
  }

  @HttpCode(200)
  @Post('NegotiateItem')
  negotiateItem(
    @Body(new ZodValidationPipe(NegotiateItemRequest)) body: NegotiateItemRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.changed(actor, { type: 'NegotiateItem', data: body }, key);
  }

  @HttpCode(200)
  @Post('AcceptItem')
  acceptItem(
    @Body(new ZodValidationPipe(AcceptItemRequest)) body: AcceptItemRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.changed(actor, { type: 'AcceptItem', data: body }, key);
  }

  @HttpCode(200)
  @Post('NegotiateTerm')
  negotiateTerm(
    @Body(new ZodValidationPipe(NegotiateTermRequest)) body: NegotiateTermRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.changed(actor, { type: 'NegotiateTerm', data: body }, key);
  }

  @HttpCode(200)
  @Post('AcceptTerm')
  acceptTerm(
    @Body(new ZodValidationPipe(AcceptTermRequest)) body: AcceptTermRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.changed(actor, { type: 'AcceptTerm', data: body }, key);
  }

  @HttpCode(200)
  @Post('RemarkAgreement')
  remark(
    @Body(new ZodValidationPipe(RemarkAgreementRequest)) body: RemarkAgreementRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.changed(actor, { type: 'RemarkAgreement', data: body }, key);
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

  @HttpCode(200)
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

  private async changed(actor: Actor, command: AgreementStreamCommand, key?: string): Promise<CommandOutcome> {
    return withMessage(await this.move(actor, command, key), SUCCESS_MESSAGES.statusChanged);
  }

  private async start({ AgreementId }: AgreementStatusRequest, actor: Actor, key?: string): Promise<CommandOutcome> {
    const outcome = await this.move(actor, { type: 'StartContract', data: { AgreementId } }, key);
    return withMessage(outcome, SUCCESS_MESSAGES.contractStarted);
  }

  private async reject(
    { AgreementId, RemarkText }: AgreementStatusRequest,
    actor: Actor,
    key?: string,
  ): Promise<CommandOutcome> {
    const outcome = await this.move(actor, { type: 'RejectAgreement', data: { AgreementId, RemarkText } }, key);
    return withMessage(outcome, SUCCESS_MESSAGES.contractRejected);
  }

  private move(actor: Actor, command: AgreementStreamCommand, key?: string): Promise<CommandOutcome> {
    return this.commandBus.execute(new MakeMoveCommand(actor, command, key));
  }
}
