import { Body, Controller, Delete, Get, Headers, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SUCCESS_MESSAGES } from '@samvida/machines';
import type { Actor } from '../common/auth/access-token.service.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Needs } from '../common/auth/member-role.guard.js';
import { withMessage } from '../common/http/api-response.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { DeleteInviteCommand } from './delete-invite/delete-invite.command.js';
import {
  InviteIdQuery,
  InvitesOfProposalQuery,
  ProposalIdQuery,
  type InviteIdParams,
  type ProposalIdParams,
} from './proposal.requests.js';
import { ProposalDetailQuery } from './read-model/proposal-detail.query.js';
import { ProposalInvitesQuery } from './read-model/proposal-invites.query.js';
import { ProposalListsQuery } from './read-model/proposal-lists.query.js';
import { SendBulkInviteCommand } from './send-bulk-invite/send-bulk-invite.command.js';
import { SendBulkInviteRequest } from './send-bulk-invite/send-bulk-invite.request.js';
import { SendInviteCommand } from './send-invite/send-invite.command.js';
import { SendInviteRequest } from './send-invite/send-invite.request.js';

const IDEMPOTENCY_KEY = 'idempotency-key';
// Spec §8 text for a successful invite.
const INVITES_SENT = 'Invites sent successfully';
const NOTHING_SENT = 'No new phone number to invite.';

// Invites and responses of an RFQ (spec §7 SendInvite, SendBulkInvite, GetAllInvitesOfProposal, ...).
@Needs('negotiate')
@Controller('Business')
export class ProposalInvitesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly invites: ProposalInvitesQuery,
    private readonly lists: ProposalListsQuery,
    private readonly detail: ProposalDetailQuery,
  ) {}

  @Post('SendInvite')
  async invite(
    @Body(new ZodValidationPipe(SendInviteRequest)) body: SendInviteRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    return withMessage(await this.commandBus.execute(new SendInviteCommand(actor, body, key)), INVITES_SENT);
  }

  @Post('SendBulkInvite')
  async bulkInvite(
    @Body(new ZodValidationPipe(SendBulkInviteRequest)) body: SendBulkInviteRequest,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    const report = await this.commandBus.execute(new SendBulkInviteCommand(actor, body, key));
    return withMessage(report, report.sent > 0 ? INVITES_SENT : NOTHING_SENT);
  }

  @Delete('DeleteInvite')
  async remove(
    @Query(new ZodValidationPipe(InviteIdQuery)) query: InviteIdParams,
    @CurrentActor() actor: Actor,
    @Headers(IDEMPOTENCY_KEY) key?: string,
  ) {
    const removed = await this.commandBus.execute(new DeleteInviteCommand(actor, query, key));
    return withMessage(removed, SUCCESS_MESSAGES.deleted);
  }

  @Get('GetAllInvitesOfProposal')
  invitesOfProposal(
    @Query(new ZodValidationPipe(InvitesOfProposalQuery)) query: ProposalIdParams,
    @CurrentActor() actor: Actor,
  ) {
    return this.invites.invitesOf(query.proposalId, actor.userId);
  }

  @Get('GetAllResponseOfProposal')
  responsesOfProposal(
    @Query(new ZodValidationPipe(ProposalIdQuery)) query: ProposalIdParams,
    @CurrentActor() actor: Actor,
  ) {
    return this.invites.responsesOf(query.proposalId, actor.userId);
  }

  @Get('GetAllInvitesOfUser')
  invitesOfUser(@CurrentActor() actor: Actor) {
    return this.lists.invitesOf(actor.userId);
  }

  @Get('GetProposalFromInvite')
  proposalFromInvite(@Query(new ZodValidationPipe(InviteIdQuery)) query: InviteIdParams, @CurrentActor() actor: Actor) {
    return this.detail.fromInvite(query.inviteId, actor.userId);
  }
}
