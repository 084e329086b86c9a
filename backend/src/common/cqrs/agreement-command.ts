// What the invoice, note and payment use cases share: the command shape on the CQRS bus and the
// outcome a command answers with. The write itself always goes through StreamWriter.
import { Command } from '@nestjs/cqrs';
import type { AgreementCommandInput, AgreementEvent, AgreementState } from '@samvida/machines';
import type { WriteResult } from '../../streams/stream-writer.service.js';
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

/** The id of the entity a command created, read from its event (also on a repeated command). */
export function createdId(
  result: WriteResult<AgreementState, AgreementEvent>,
  type: AgreementEvent['type'],
  field: string,
): string {
  const event = result.events.find((e) => e.type === type);
  return String((event?.data as Record<string, unknown> | undefined)?.[field] ?? '');
}
