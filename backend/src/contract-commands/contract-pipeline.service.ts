import { Injectable } from '@nestjs/common';
import type { AgreementEvent, AgreementState, ContractCommandInput, ContractCommandType } from '@samvida/machines';
import type { Actor } from '../common/auth/access-token.service.js';
import { EntityLocator, type AgreementEntityKind } from '../streams/entity-locator.service.js';
import { StreamAccess } from '../streams/stream-access.service.js';
import { StreamWriter, type WriteResult } from '../streams/stream-writer.service.js';
import { EntitlementsService } from '../subscriptions/entitlements.service.js';
import { ContractAttachments } from './contract-attachments.js';
import type { ContractCommand, ContractOutcome } from './contract-command.js';
import { CREATES, LOCATED_BY } from './contract-targets.js';

// The contract a command is on, and the entity it named when the API names one.
export interface ContractTarget {
  agreementId: string;
  entityId?: string;
  kind?: AgreementEntityKind;
}

// The move a use case appends, and the time it happens when the use case fixed one (a rendered PDF's).
export interface PreparedMove {
  move: ContractCommandInput;
  now?: Date;
}

// The steps every contract command shares, in order: find the contract (and that the caller is a
// party), ask the machines before a use case's own I/O, write through StreamWriter, answer one
// outcome. ContractCommandHandler runs them; use cases call `check` or `stateFor` from their hook.
@Injectable()
export class ContractPipeline {
  constructor(
    private readonly writer: StreamWriter,
    private readonly locator: EntityLocator,
    private readonly access: StreamAccess,
    private readonly attachments: ContractAttachments,
    private readonly entitlements: EntitlementsService,
  ) {}

  // The contract of `command`: named by the payload, or found from the entity the API names (403
  // for an entity of someone else's contract or of none, so ids reveal nothing). A contract named
  // directly is checked on its own events by the write (or `check`), which costs no query.
  async locate({ type, data, actor }: ContractCommand): Promise<ContractTarget> {
    const locatedBy = LOCATED_BY[type];
    if (!locatedBy) return { agreementId: (data as { AgreementId: string }).AgreementId };
    const entityId = String((data as Record<string, unknown>)[locatedBy.field]);
    const { agreementId, kind } = await this.locator.assertPartyOf(locatedBy.kinds, entityId, actor.userId);
    return { agreementId, entityId, kind };
  }

  // The machines' command for `command` on its contract (as another `type` where the use case picks it).
  moveOf(command: ContractCommand, target: ContractTarget, type = command.type): ContractCommandInput {
    return { type, data: { ...command.data, AgreementId: target.agreementId } } as ContractCommandInput;
  }

  // Whether the machines accept `move` from `actor` now, without appending: the refusal as the
  // write would answer it (403 for a non-party), or the events it would append.
  check(target: ContractTarget, actor: Actor, move: ContractCommandInput): Promise<AgreementEvent[]> {
    return this.writer.check('agreement', target.agreementId, actor, move);
  }

  // 403 NOT_A_PARTY unless the caller is a party: for hooks whose I/O must not run for anyone else.
  async assertParty(target: ContractTarget, actor: Actor): Promise<void> {
    await this.access.assertParty('agreement', target.agreementId, actor.userId);
  }

  // The contract's current state, for a use case that picks its move from it (403 for a non-party).
  async stateFor(target: ContractTarget, actor: Actor): Promise<AgreementState> {
    await this.assertParty(target, actor);
    return (await this.writer.current('agreement', target.agreementId)).state;
  }

  // Decides and appends `prepared.move` for the caller; refusals keep their 4xx. Attachments in
  // the payload must be uploads the caller can read, and count against the caller's plan.
  async write(command: ContractCommand, target: ContractTarget, prepared: PreparedMove): Promise<ContractOutcome> {
    const { actor, commandId, now } = command;
    const { data, uploadIds } = await this.attachments.resolve(prepared.move.data, actor.userId);
    if (uploadIds.length) {
      // Plan usage is claimed before the write: only a party's may be.
      await this.access.assertParty('agreement', target.agreementId, actor.userId);
      await this.entitlements.claimAttachments(actor.userId, target.agreementId, uploadIds);
    }
    const move = { ...prepared.move, data } as ContractCommandInput;
    const result = await this.writer.execute('agreement', target.agreementId, actor, move, {
      commandId,
      requireParty: true,
      now: prepared.now ?? now,
    });
    return contractOutcome(target, result, move.type);
  }

  // The outcome of a command that had nothing to append (what it asked for was already so).
  async unchanged(target: ContractTarget): Promise<ContractOutcome> {
    const { state, version } = await this.writer.current('agreement', target.agreementId);
    return contractOutcome(target, { state, events: [], streamVersion: version, globalPosition: 0, duplicate: false });
  }
}

// What a contract command answers after a write: the entity it created (for the commands in
// CREATES), else the one it was located by, else the agreement (also for the drafts that open one).
export function contractOutcome(
  target: ContractTarget,
  result: WriteResult<AgreementState, AgreementEvent>,
  type?: ContractCommandType,
): ContractOutcome {
  const creates = type && CREATES[type];
  const created = creates && result.events.find((event) => event.type === creates.event);
  const createdId = created && (created.data as Record<string, unknown>)[creates.field];
  return {
    agreementId: target.agreementId,
    id: typeof createdId === 'string' ? createdId : (target.entityId ?? target.agreementId),
    version: result.streamVersion,
    status: result.state.agreement?.status ?? 'Draft',
    eventTypes: result.events.map((event) => event.type),
    duplicate: result.duplicate,
  };
}
