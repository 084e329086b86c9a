import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityId, SUCCESS_MESSAGES } from '@samvida/machines';
import type { z } from 'zod';
import type { Actor } from '../common/auth/access-token.service.js';
import { AuditedRead } from '../common/auth/audited-read.decorator.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { withMessage } from '../common/http/api-response.js';
import { IDEMPOTENCY_KEY, QueryAndBody, queryOf } from '../common/http/request-params.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { ContractCommand } from '../contract-commands/contract-command.js';
import { AcceptTxnNoteItemRequest } from './accept-txn-note-item/accept-txn-note-item.request.js';
import { AcceptTxnNoteRequest } from './accept-txn-note/accept-txn-note.request.js';
import { CompleteTxnNoteRequest } from './complete-txn-note/complete-txn-note.request.js';
import { GenerateTxnNoteRequest } from './generate-txn-note/generate-txn-note.request.js';
import { NegotiateTxnNoteItemRequest } from './negotiate-txn-note-item/negotiate-txn-note-item.request.js';
import { NegotiateTxnNoteRequest } from './negotiate-txn-note/negotiate-txn-note.request.js';
import { PublishTxnNoteRequest } from './publish-txn-note/publish-txn-note.request.js';
import { UpdateTxnNoteItemRequest } from './update-txn-note-item/update-txn-note-item.request.js';
import { UpdateTxnNoteRequest } from './update-txn-note/update-txn-note.request.js';
import type { TxnNoteView } from '@samvida/machines';
import { GetTxnNoteQuery } from './read-model/get-txn-note.query.js';

const TxnNoteParams = queryOf({ txnNoteId: EntityId });

// The transaction-note calls of spec §7 under api/Business, decided by the machines.
@Needs('finance')
@Controller('Business')
export class TxnNotesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly notes: GetTxnNoteQuery,
  ) {}

  @HttpCode(200)
  @Post('UpdateTxnNote')
  updateTxnNote(
    @Body(new ZodValidationPipe(UpdateTxnNoteRequest)) body: UpdateTxnNoteRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.updated(new ContractCommand(actor, 'UpdateTxnNote', body, key));
  }

  @HttpCode(200)
  @Post('NegotiateTxnNote')
  negotiateTxnNote(
    @Body(new ZodValidationPipe(NegotiateTxnNoteRequest)) body: NegotiateTxnNoteRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.updated(new ContractCommand(actor, 'NegotiateTxnNote', body, key));
  }

  @HttpCode(200)
  @Post('AcceptTxnNote')
  acceptTxnNote(
    @Body(new ZodValidationPipe(AcceptTxnNoteRequest)) body: AcceptTxnNoteRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.updated(new ContractCommand(actor, 'AcceptTxnNote', body, key));
  }

  @HttpCode(200)
  @Post('CompleteTxnNote')
  completeTxnNote(
    @Body(new ZodValidationPipe(CompleteTxnNoteRequest)) body: CompleteTxnNoteRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.updated(new ContractCommand(actor, 'CompleteTxnNote', body, key));
  }

  @HttpCode(200)
  @Post('UpdateTxnNoteItem')
  updateTxnNoteItem(
    @Body(new ZodValidationPipe(UpdateTxnNoteItemRequest)) body: UpdateTxnNoteItemRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.updated(new ContractCommand(actor, 'UpdateTxnNoteItem', body, key));
  }

  @HttpCode(200)
  @Post('NegotiateTxnNoteItem')
  negotiateTxnNoteItem(
    @Body(new ZodValidationPipe(NegotiateTxnNoteItemRequest)) body: NegotiateTxnNoteItemRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.updated(new ContractCommand(actor, 'NegotiateTxnNoteItem', body, key));
  }

  @HttpCode(200)
  @Post('AcceptTxnNoteItem')
  acceptTxnNoteItem(
    @Body(new ZodValidationPipe(AcceptTxnNoteItemRequest)) body: AcceptTxnNoteItemRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.updated(new ContractCommand(actor, 'AcceptTxnNoteItem', body, key));
  }

  @Get('GenerateTxnNote')
  generateTxnNoteByGet(
    @QueryAndBody(new ZodValidationPipe(GenerateTxnNoteRequest)) request: GenerateTxnNoteRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.answer(new ContractCommand(actor, 'GenerateTxnNote', request, key), SUCCESS_MESSAGES.dataAdded);
  }

  @HttpCode(200)
  @Post('GenerateTxnNote')
  generateTxnNoteByPost(
    @QueryAndBody(new ZodValidationPipe(GenerateTxnNoteRequest)) request: GenerateTxnNoteRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.answer(new ContractCommand(actor, 'GenerateTxnNote', request, key), SUCCESS_MESSAGES.dataAdded);
  }

  @Get('PublishTxnNote')
  publishTxnNoteByGet(
    @QueryAndBody(new ZodValidationPipe(PublishTxnNoteRequest)) request: PublishTxnNoteRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.answer(new ContractCommand(actor, 'PublishTxnNote', request, key), SUCCESS_MESSAGES.statusChanged);
  }

  @HttpCode(200)
  @Post('PublishTxnNote')
  publishTxnNoteByPost(
    @QueryAndBody(new ZodValidationPipe(PublishTxnNoteRequest)) request: PublishTxnNoteRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.answer(new ContractCommand(actor, 'PublishTxnNote', request, key), SUCCESS_MESSAGES.statusChanged);
  }

  @AuditedRead('transaction note')
  @Get('GetTxnNote')
  getTxnNote(
    @Query(new ZodValidationPipe(TxnNoteParams)) query: z.infer<typeof TxnNoteParams>,
    @CurrentActor() actor: Actor,
  ): Promise<TxnNoteView> {
    return this.notes.of(query.txnNoteId, actor.userId);
  }

  // A change to a note or its lines, answered with the spec's 'Tansaction Updated'.
  private updated(command: ContractCommand) {
    return this.answer(command, SUCCESS_MESSAGES.transactionUpdated);
  }

  private async answer(command: ContractCommand, message: string) {
    return withMessage(await this.commands.execute(command), message);
  }
}
