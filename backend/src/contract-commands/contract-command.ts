// The one command shape of everything on a contract's stream, and the one outcome it answers.
import { Command } from '@nestjs/cqrs';
import type { ContractCommandPayload, ContractCommandType } from '@samvida/machines';
import type { Actor } from '../common/auth/access-token.service.js';

// A command's payload as a request gives it. Commands the API names by an entity's own id (an
// invoice, a note, a payment) leave the contract out; the pipeline finds it (contract-targets.ts).
export type ContractRequest<T extends ContractCommandType> = T extends ContractCommandType
  ? Omit<ContractCommandPayload<T>, 'AgreementId'> & { AgreementId?: string }
  : never;

// What a contract command answers; the read models already show it (read your writes).
export interface ContractOutcome {
  agreementId: string;
  // The entity the command created or acted on (the agreement itself for agreement moves).
  id: string;
  version: number;
  // The agreement's status after the command.
  status: string;
  eventTypes: string[];
  // True when the Idempotency-Key was used before: nothing new was appended.
  duplicate: boolean;
}

// Every command on an existing contract's stream: its `type` is one of the machines' contract
// commands, never a free string. Plain moves are handled by ContractMoveHandler; a use case with
// I/O of its own subclasses this command and ContractCommandHandler in its own folder.
export class ContractCommand<T extends ContractCommandType = ContractCommandType> extends Command<ContractOutcome> {
  constructor(
    readonly actor: Actor,
    readonly type: T,
    readonly data: ContractRequest<T>,
    // From the `Idempotency-Key` header: a repeat answers the first outcome.
    readonly commandId?: string,
    // When the command was received, where the caller's clock decides it (else when it is decided).
    readonly now?: Date,
  ) {
    super();
  }
}
