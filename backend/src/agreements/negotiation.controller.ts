import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { SUCCESS_MESSAGES } from '@samvida/machines';
import type { Actor } from '../common/auth/access-token.service.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { withMessage } from '../common/http/api-response.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import {
  AgreementCommandHandler,
  type AgreementStreamCommand,
  type CommandOutcome,
} from './agreement-command.handler.js';
import { AgreementStatusRequest, IDEMPOTENCY_KEY, QueryAndBody } from './agreement.request.js';
import { EditDraftHandler } from './edit-draft/edit-draft.handler.js';
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
  constructor(
    private readonly commands: AgreementCommandHandler,
    private readonly edits: EditDraftHandler,
  ) {}

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
    return withMessage(await this.edits.updateAgreement(actor, body, key), SUCCESS_MESSAGES.statusChanged);
  }

  @HttpCode(200)
  @Post('UpdateAgreementRate')
  async updateRate(
    @Body(new ZodValidationPipe(NegotiateItemRequest)) body: NegotiateItemRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(await this.edits.updateRate(actor, body, key), SUCCESS_MESSAGES.statusChanged);
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
    return withMessage(await this.commands.execute(actor, command, key), SUCCESS_MESSAGES.statusChanged);
  }

  private async start({ AgreementId }: AgreementStatusRequest, actor: Actor, key?: string): Promise<CommandOutcome> {
    const outcome = await this.commands.execute(actor, { type: 'StartContract', data: { AgreementId } }, key);
    return withMessage(outcome, SUCCESS_MESSAGES.contractStarted);
  }

  private async reject(
    { AgreementId, RemarkText }: AgreementStatusRequest,
    actor: Actor,
    key?: string,
  ): Promise<CommandOutcome> {
    const outcome = await this.commands.execute(
      actor,
      { type: 'RejectAgreement', data: { AgreementId, RemarkText } },
      key,
    );
    return withMessage(outcome, SUCCESS_MESSAGES.contractRejected);
  }
}
