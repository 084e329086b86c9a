import { Injectable } from '@nestjs/common';
import type { AgreementCommandInput, AgreementEvent, AgreementState } from '@samvida/machines';
import type { Actor } from '../common/auth/access-token.service.js';
import { StreamWriter, type WriteResult } from '../streams/stream-writer.service.js';
import { EntitlementsService } from '../subscriptions/entitlements.service.js';
import { AgreementAccess } from './read-model/agreement-access.query.js';
import { AgreementAttachments } from './agreement-attachments.js';

/** A command on an existing agreement; every one names it as `AgreementId`. */
export type AgreementStreamCommand = Exclude<AgreementCommandInput, { type: 'DraftAgreement' }>;

/** What a command's response carries; the read models already show it (read your writes). */
export interface CommandOutcome {
  id: string;
  version: number;
  status: string;
  eventTypes: string[];
  /** True when the Idempotency-Key was used before: nothing new was appended. */
  duplicate: boolean;
}

export const outcomeOf = (
  agreementId: string,
  result: WriteResult<AgreementState, AgreementEvent>,
): CommandOutcome => ({
  id: agreementId,
  version: result.streamVersion,
  status: result.state.agreement?.status ?? 'Draft',
  eventTypes: result.events.map((event) => event.type),
  duplicate: result.duplicate,
});

/**
 * Runs one move on an agreement for a signed-in user (shared by the agreement use cases' command
 * handlers): the caller must be a party (checked by the write path on the agreement's own events),
 * then the machines decide (refusals keep their code: 400, 403, 404 or 409) and the events are appended.
 * Attachments become readable to both parties through the attachment-sharing reactor.
 */
@Injectable()
export class AgreementMoves {
  constructor(
    private readonly writer: StreamWriter,
    private readonly access: AgreementAccess,
    private readonly attachments: AgreementAttachments,
    private readonly entitlements: EntitlementsService,
  ) {}

  async execute(actor: Actor, command: AgreementStreamCommand, commandId?: string): Promise<CommandOutcome> {
    const agreementId = command.data.AgreementId;
    const { data, uploadIds } = await this.attachments.resolve(command.data, actor.userId);
    if (uploadIds.length) {
      // Attachments count against the caller's plan before the write path runs: only a party's may.
      await this.access.assertParty(agreementId, actor.userId);
      await this.entitlements.claimAttachments(actor.userId, agreementId, uploadIds);
    }
    const result = await this.writer.execute(
      'agreement',
      agreementId,
      { userId: actor.userId },
      { ...command, data } as AgreementStreamCommand,
      { commandId, requireParty: true },
    );
    return outcomeOf(agreementId, result);
  }

  /** The agreement's current folded state, for requests that complete a partial payload from it. */
  async current(actor: Actor, agreementId: string): Promise<AgreementState> {
    await this.access.assertParty(agreementId, actor.userId);
    return (await this.writer.current('agreement', agreementId)).state;
  }
}
