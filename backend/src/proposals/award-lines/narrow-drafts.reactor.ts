import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  awardedShare,
  draftAgreementFromResponse,
  draftItemIdsOf,
  narrowingOf,
  type AgreementDrafted,
  type Narrowing,
  type ProposalContext,
  type ProposalLinesAwarded,
  type ProposalResponded,
  type RecordedEvent,
  streamName,
  systemActor,
} from '@samvida/machines';
import { DomainError } from '../../common/errors/domain.error.js';
import { ContractNumbers } from '../../contract-commands/contract-numbers.service.js';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { ofTypes } from '../../projections/handles.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import type { Reactor } from '../../projections/projector.js';
import { StreamHistory } from '../../streams/stream-history.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';

type Response = ProposalResponded['data'];
const LINE_AWARD = systemActor('line-award');

// After an award, each seller who quoted an awarded line gets their agreement narrowed to the
// lines they won or may still win (the machines say how, `narrowingOf`): a draft is narrowed as
// its seller's (lines gone to others removed, a draft left with none discarded); a sent agreement
// has those lines withdrawn by Samvida's line-award process, caused by the award event, and ends
// when none is left. An agreement signed or started since the award keeps the lines: the award's
// failure there is recorded on the RFQ (AwardNotApplied), which tells its owner. A winner whose
// draft is missing (a crash after applying) gets it drafted with just those lines. Command ids
// name the award and the response: a replay changes nothing.
@Injectable()
export class NarrowDraftsReactor implements Reactor, OnModuleInit {
  readonly name = 'award-narrow-drafts';
  readonly handles = ofTypes('ProposalLinesAwarded');
  private readonly logger = new Logger('NarrowDrafts');

  constructor(
    private readonly projections: ProjectionsService,
    private readonly history: StreamHistory,
    private readonly writer: StreamWriter,
    private readonly numbers: ContractNumbers,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  onModuleInit(): void {
    this.projections.registerReactor(this);
  }

  async react(event: RecordedEvent): Promise<void> {
    const state = await this.history.stateAfter('proposal', event);
    const proposal = state.proposal!.context;
    const { awards } = event.data as ProposalLinesAwarded['data'];
    const touched = state.responses.filter((response) =>
      response.rates.some((rate) => awards.some((award) => award.itemId === rate.itemId)),
    );
    for (const response of touched) await this.narrowOrRecord(proposal, response, event.eventId);
  }

  // A refusal means a signature or start landed between reading the agreement and withdrawing:
  // the second reading records the lines as held. Its refusal is final; anything else is retried
  // from the checkpoint.
  private async narrowOrRecord(proposal: ProposalContext, response: Response, eventId: string): Promise<void> {
    try {
      await this.narrow(proposal, response, eventId);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await this.narrow(proposal, response, eventId).catch((again: unknown) => {
        if (!(again instanceof DomainError)) throw again;
        this.logger.warn(`agreement ${response.agreementId} not narrowed: ${again.message}`);
      });
    }
  }

  private async narrow(proposal: ProposalContext, response: Response, eventId: string): Promise<void> {
    const share = awardedShare(proposal, response);
    const { state, version } = await this.writer.current('agreement', response.agreementId);
    if (version === 0) {
      if (share.kept.length > 0) await this.draft(proposal, response, share.kept);
      return;
    }
    const [created] = await this.store.readStream(streamName('agreement', response.agreementId), { toVersion: 1 });
    const drafted = created!.data as AgreementDrafted['data'];
    const award = { proposalId: proposal.proposalId, awardEventId: eventId };
    const narrowing = narrowingOf(state, award, share, draftItemIdsOf(proposal, response, drafted));
    if (!narrowing) return;
    if (narrowing.by === 'held') return this.recordHeld(proposal.proposalId, response, eventId, narrowing);
    const actor = narrowing.by === 'system' ? LINE_AWARD : { userId: response.userId, role: 'seller' as const };
    await this.writer.executeAll(
      'agreement',
      response.agreementId,
      actor,
      narrowing.commands.map((command) => ({ command })),
      { commandId: `award-narrow:${eventId}:${response.responseId}`, causationId: eventId },
    );
  }

  private async recordHeld(
    proposalId: string,
    response: Response,
    eventId: string,
    held: Extract<Narrowing, { by: 'held' }>,
  ): Promise<void> {
    const command = {
      type: 'RecordAwardNotApplied' as const,
      data: {
        ProposalId: proposalId,
        AwardEventId: eventId,
        ResponseId: response.responseId,
        ItemIds: held.itemIds,
        Reason: held.reason,
      },
    };
    await this.writer.execute('proposal', proposalId, LINE_AWARD, command, {
      commandId: `award-held:${eventId}:${response.responseId}`,
      causationId: eventId,
    });
  }

  // The same command id as the application's own drafting, so only one of them ever drafts.
  private async draft(proposal: ProposalContext, response: Response, kept: string[]): Promise<void> {
    const narrowed = { ...response, rates: response.rates.filter((rate) => kept.includes(rate.itemId)) };
    const number = await this.numbers.reserve(response.agreementId);
    await this.writer.execute(
      'agreement',
      response.agreementId,
      { userId: response.userId, role: 'seller' },
      draftAgreementFromResponse(proposal, narrowed, number),
      { commandId: `draft-of-${response.responseId}` },
    );
  }
}
