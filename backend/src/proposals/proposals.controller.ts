import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AddRFQItemData, AddRFQTermData, AwardLinesData, SaveRFQData, SUCCESS_MESSAGES } from '@samvida/machines';
import type { z } from 'zod';
import type { Actor } from '../common/auth/access-token.service.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { withMessage } from '../common/http/api-response.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { AddRfqTermCommand, type AddRfqTermRequest } from './add-rfq-term/add-rfq-term.command.js';
import { CompareQuotesQuery } from './compare-quotes/compare-quotes.query.js';
import { OwnerCommand } from './owner-command/owner-command.command.js';
import { commandView, type OnProposalCommand } from './proposal-stream.js';
import {
  ProposalIdQuery,
  RfqItemQuery,
  RfqTermQuery,
  SearchVendorQuery,
  type ProposalIdParams,
  type RfqItemParams,
  type RfqTermParams,
  type SearchVendorParams,
} from './proposal.requests.js';
import { ProposalDetailQuery } from './read-model/proposal-detail.query.js';
import { ProposalListsQuery } from './read-model/proposal-lists.query.js';
import { SaveRfqCommand, type SaveRfqRequest } from './save-rfq/save-rfq.command.js';
import { VendorSearchQuery } from './search-vendor/search-vendor.query.js';
import { AwardLinesCommand } from './award-lines/award-lines.command.js';
import { StartRfqCommand } from './start-rfq/start-rfq.command.js';

type AddRfqItemRequest = z.output<typeof AddRFQItemData>;
type AwardLinesRequest = z.output<typeof AwardLinesData>;

const IDEMPOTENCY_KEY = 'idempotency-key';
// Spec §8 texts.
const ITEM_ADDED = 'Item Added successfully.';
const TERM_ADDED = 'Term added.';
const LINES_AWARDED = 'Lines awarded.';
const AWARDED_AND_CLOSED = 'Lines awarded. Every line is decided, so the RFQ is closed.';

// The RFQ calls of spec §7 (api/Business/...): drafting, items, terms, publishing, closing and
// completing, and the RFQ reads and lists. Every call checks the caller first; see docs/api.md.
@Needs('negotiate')
@Controller('Business')
export class ProposalsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly lists: ProposalListsQuery,
    private readonly detail: ProposalDetailQuery,
    private readonly quotes: CompareQuotesQuery,
    private readonly vendors: VendorSearchQuery,
  ) {}

  @Post('SaveRFQ')
  async save(
    @Body(new ZodValidationPipe(SaveRFQData)) body: SaveRfqRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    const saved = await this.commandBus.execute(new SaveRfqCommand(actor, body, key));
    return withMessage(saved, saved.created ? SUCCESS_MESSAGES.dataAdded : SUCCESS_MESSAGES.dataUpdated);
  }

  @Post('AddRFQItem')
  async addItem(
    @Body(new ZodValidationPipe(AddRFQItemData)) body: AddRfqItemRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    const result = await this.commandBus.execute(new OwnerCommand(actor, { type: 'AddRFQItem', data: body }, key));
    const added = result.events.find((event) => event.type === 'ProposalItemAdded');
    const itemId = added?.type === 'ProposalItemAdded' ? added.data.item.itemId : null;
    return withMessage({ ...commandView(body.ProposalId, result), itemId }, ITEM_ADDED);
  }

  @Delete('DeleteRFQItem')
  async deleteItem(
    @Query(new ZodValidationPipe(RfqItemQuery)) query: RfqItemParams,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    const data = { ProposalId: query.proposalId, ItemId: query.itemId };
    return this.ownerCommand({ type: 'DeleteRFQItem', data }, actor, key, SUCCESS_MESSAGES.deleted);
  }

  @Post('AddRFQTerm')
  async addRfqTerm(
    @Body(new ZodValidationPipe(AddRFQTermData)) body: AddRfqTermRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(await this.commandBus.execute(new AddRfqTermCommand(actor, body, key)), TERM_ADDED);
  }

  @Delete('DeleteRFQTerm')
  async deleteTerm(
    @Query(new ZodValidationPipe(RfqTermQuery)) query: RfqTermParams,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    const data = { ProposalId: query.proposalId, TermId: query.termId };
    return this.ownerCommand({ type: 'DeleteRFQTerm', data }, actor, key, SUCCESS_MESSAGES.deleted);
  }

  // The spec documents StartRFQ as a GET; POST does the same.
  @Get('StartRFQ')
  startByGet(
    @Query(new ZodValidationPipe(ProposalIdQuery)) query: ProposalIdParams,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.start(query, actor, key);
  }

  @Post('StartRFQ')
  @HttpCode(200)
  startByPost(
    @Query(new ZodValidationPipe(ProposalIdQuery)) query: ProposalIdParams,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.start(query, actor, key);
  }

  @Get('CloseProposal')
  closeByGet(
    @Query(new ZodValidationPipe(ProposalIdQuery)) query: ProposalIdParams,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.statusCommand('CloseProposal', query, actor, key);
  }

  @Post('CloseProposal')
  @HttpCode(200)
  closeByPost(
    @Query(new ZodValidationPipe(ProposalIdQuery)) query: ProposalIdParams,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.statusCommand('CloseProposal', query, actor, key);
  }

  @Get('CompleteProposal')
  completeByGet(
    @Query(new ZodValidationPipe(ProposalIdQuery)) query: ProposalIdParams,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.statusCommand('CompleteProposal', query, actor, key);
  }

  @Post('CompleteProposal')
  @HttpCode(200)
  completeByPost(
    @Query(new ZodValidationPipe(ProposalIdQuery)) query: ProposalIdParams,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return this.statusCommand('CompleteProposal', query, actor, key);
  }

  // The owner awards lines to sellers who quoted them; the RFQ closes once every line is decided.
  @Post('AwardLines')
  @HttpCode(200)
  async awardLines(
    @Body(new ZodValidationPipe(AwardLinesData)) body: AwardLinesRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    const result = await this.commandBus.execute(new AwardLinesCommand(actor, body, key));
    const closed = result.events.some((event) => event.type === 'ProposalClosed');
    return withMessage(commandView(body.ProposalId, result), closed ? AWARDED_AND_CLOSED : LINES_AWARDED);
  }

  @Get('GetProposalDetail')
  getDetail(@Query(new ZodValidationPipe(ProposalIdQuery)) query: ProposalIdParams, @CurrentActor() actor: Actor) {
    return this.detail.detail(query.proposalId, actor.userId);
  }

  @Get('ProposalActions')
  actions(@Query(new ZodValidationPipe(ProposalIdQuery)) query: ProposalIdParams, @CurrentActor() actor: Actor) {
    return this.detail.actions(query.proposalId, actor);
  }

  @Get('RFQItemListForBuyer')
  items(@Query(new ZodValidationPipe(ProposalIdQuery)) query: ProposalIdParams, @CurrentActor() actor: Actor) {
    return this.detail.items(query.proposalId, actor.userId);
  }

  @Get('RFQTermList')
  terms(@Query(new ZodValidationPipe(ProposalIdQuery)) query: ProposalIdParams, @CurrentActor() actor: Actor) {
    return this.detail.terms(query.proposalId, actor.userId);
  }

  @Get('GetUserRFQList')
  ownRfqs(@CurrentActor() actor: Actor) {
    return this.lists.ownRfqs(actor.userId);
  }

  @Get('GetAllRFQList')
  openRfqs(@CurrentActor() actor: Actor) {
    return this.lists.openRfqs(actor.userId);
  }

  @Get('CompareQuotes')
  compare(@Query(new ZodValidationPipe(ProposalIdQuery)) query: ProposalIdParams, @CurrentActor() actor: Actor) {
    return this.quotes.compare(query.proposalId, actor.userId);
  }

  @Get('SearchVendor')
  searchVendor(
    @Query(new ZodValidationPipe(SearchVendorQuery)) query: SearchVendorParams,
    @CurrentActor() actor: Actor,
  ) {
    return this.vendors.search(query, actor.userId);
  }

  private async start(query: ProposalIdParams, actor: Actor, key?: string) {
    const view = await this.commandBus.execute(new StartRfqCommand(actor, query, key));
    return withMessage(view, SUCCESS_MESSAGES.statusChanged);
  }

  private statusCommand(
    type: 'CloseProposal' | 'CompleteProposal',
    query: ProposalIdParams,
    actor: Actor,
    key?: string,
  ) {
    return this.ownerCommand(
      { type, data: { ProposalId: query.proposalId } },
      actor,
      key,
      SUCCESS_MESSAGES.statusChanged,
    );
  }

  private async ownerCommand(command: OnProposalCommand, actor: Actor, key: string | undefined, message: string) {
    const result = await this.commandBus.execute(new OwnerCommand(actor, command, key));
    return withMessage(commandView(command.data.ProposalId, result), message);
  }
}
