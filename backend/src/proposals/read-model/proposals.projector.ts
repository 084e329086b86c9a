import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  evolveProposal,
  initialProposalState,
  sumAmounts,
  type ProposalContext,
  type ProposalEvent,
  type ProposalResponded,
  type ProposalState,
  type RecordedEvent,
} from '@samvida/machines';
import type { EntityManager } from 'typeorm';
import type { Projector } from '../../projections/projector.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { streamsInBatch } from '../../projections/streams-in-batch.js';
import { proposalIdOf } from '../../streams/stream-ids.js';
import { ProposalRow } from './proposal.entity.js';
import { quoteLines } from './quote-lines.js';
import { inviteUidOf, proposalUidOf } from './uids.js';
import { ofStreamKind } from '../../projections/handles.js';

// RFQ lists, detail, invites and responses from the `proposal-<id>` streams.
@Injectable()
export class ProposalsProjector implements Projector, OnModuleInit {
  readonly name = 'proposals';
  readonly tables = ['proposals', 'proposal_invites', 'proposal_responses'];
  readonly handles = ofStreamKind('proposal');

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  async apply(events: readonly RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const [streamId, streamEvents] of streamsInBatch(events, 'proposal')) {
      await this.applyStream(manager, proposalIdOf(streamId), streamEvents);
    }
  }

  // Folds one RFQ's events of the batch; its row is written once, invites and responses as they change.
  private async applyStream(manager: EntityManager, id: string, events: RecordedEvent[]): Promise<void> {
    const proposals = manager.getRepository(ProposalRow);
    const row = await proposals.findOneBy({ id });
    let state = row?.state ?? initialProposalState;
    let last: RecordedEvent | undefined;
    for (const event of events) {
      if (row && event.streamVersion <= row.version) continue;
      const domainEvent = { type: event.type, data: event.data } as ProposalEvent;
      state = evolveProposal(state, domainEvent);
      // Every stream starts with ProposalDrafted, so the proposal exists from the first event on.
      if (!state.proposal) continue;
      last = event;
      const at = new Date(event.metadata.occurredAt);
      if ('inviteId' in domainEvent.data) await saveInvite(manager, id, state, domainEvent.data.inviteId, at);
      if (domainEvent.type === 'ProposalResponded') {
        await saveResponse(manager, id, state.proposal.context, domainEvent.data, at);
      }
    }
    if (!last || !state.proposal) return;
    const { context, status } = state.proposal;
    const at = new Date(last.metadata.occurredAt);
    await proposals.save({
      id,
      proposalUid: proposalUidOf(id),
      ownerId: context.ownerId,
      status,
      title: context.details.title,
      inviteOnly: context.details.inviteOnly,
      createdOn: row?.createdOn ?? new Date(events[0].metadata.occurredAt),
      updatedOn: at,
      version: last.streamVersion,
      state,
    });
  }
}

async function saveInvite(
  manager: EntityManager,
  proposalId: string,
  state: ProposalState,
  inviteId: string,
  at: Date,
) {
  const invite = state.invites[inviteId];
  if (!invite) return;
  const { phoneNumber, sellerId, invited } = invite.context;
  await manager.query(
    `insert into proposal_invites (id, proposal_id, invite_uid, phone_number, seller_id, status, invited, created_on)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (id) do update
       set phone_number = excluded.phone_number, seller_id = excluded.seller_id, status = excluded.status`,
    [inviteId, proposalId, inviteUidOf(inviteId), phoneNumber, sellerId, invite.status, invited, at],
  );
}

async function saveResponse(
  manager: EntityManager,
  proposalId: string,
  proposal: ProposalContext,
  response: ProposalResponded['data'],
  at: Date,
) {
  const lines = quoteLines(proposal.items, response.rates);
  await manager.query(
    `insert into proposal_responses
       (id, proposal_id, seller_id, invite_id, agreement_id, advance_percent, quoted_total, items_quoted, created_on)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (id) do nothing`,
    [
      response.responseId,
      proposalId,
      response.userId,
      response.inviteId,
      response.agreementId,
      response.advancePercent,
      sumAmounts(lines.map((line) => line.amounts.total)),
      lines.length,
      at,
    ],
  );
}
