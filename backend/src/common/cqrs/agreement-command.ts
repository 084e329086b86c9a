// What the invoice, note and payment use cases share: the command shape on the CQRS bus and the
// outcome a command answers with. The write itself always goes through StreamWriter.
import { Command } from '@nestjs/cqrs';
import type { AgreementCommandInput, AgreementEvent, AgreementState } from '@samvida/machines';
import type { StreamWriter, WriteResult } from '../../streams/stream-writer.service.js';
import type { Actor } from '../auth/access-token.service.js';

/** What a command's response carries; the read models already show it (read your writes). */
export interface ExecutionOutcome {
  /** The agreement changed. */
  agreementId: string;
  /** The entity the command created or acted on (invoice, note, payment). */
  id: string;
  version: number;
  eventTypes: string[];
  /** True when the Idempotency-Key was used before: nothing new was appended. */
  duplicate: boolean;
}

/** A command of one use case: the caller, the validated request and the Idempotency-Key. */
export abstract class AgreementUseCase<Request> extends Command<ExecutionOutcome> {
  constructor(
    readonly actor: Actor,
    readonly request: Request,
    readonly commandId?: string,
  ) {
    super();
  }
}

/** A stream command on one agreement (the machines' payload). */
export type StreamCommand = Exclude<AgreementCommandInput, { type: 'DraftAgreement' }>;

export const outcomeOf = (
  agreementId: string,
  id: string,
  result: WriteResult<AgreementState, AgreementEvent>,
): ExecutionOutcome => ({
  agreementId,
  id,
  version: result.streamVersion,
  eventTypes: result.events.map((event) => event.type),
  duplicate: result.duplicate,
});

/** How a use case names the entity its outcome reports: an id, or the field of the event that created it. */
export type OutcomeId = string | { createdBy: AgreementEvent['type']; field: string };

/**
 * Runs a use case on the agreement its party check found: the request (with the agreement's id)
 * becomes the machines' command `type`, decided and appended by the StreamWriter.
 */
export async function executeOnAgreement(
  writer: StreamWriter,
  agreementId: string,
  { actor, request, commandId }: AgreementUseCase<object>,
  type: StreamCommand['type'],
  outcomeId: OutcomeId,
): Promise<ExecutionOutcome> {
  const command = { type, data: { ...request, AgreementId: agreementId } } as StreamCommand;
  const result = await writer.execute('agreement', agreementId, { userId: actor.userId }, command, { commandId });
  const id = typeof outcomeId === 'string' ? outcomeId : createdId(result, outcomeId.createdBy, outcomeId.field);
  return outcomeOf(agreementId, id, result);
}

/** The id of the entity a command created, read from its event (also on a repeated command). */
export function createdId(
  result: WriteResult<AgreementState, AgreementEvent>,
  type: AgreementEvent['type'],
  field: string,
): string {
  const event = result.events.find((e) => e.type === type);
  return String((event?.data as Record<string, unknown> | undefined)?.[field] ?? '');
}
