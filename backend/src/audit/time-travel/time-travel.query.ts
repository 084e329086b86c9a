import { Inject, Injectable } from '@nestjs/common';
import { evolveAgreement, initialAgreementState, streamName, type AgreementState } from '@samvida/machines';
import { DomainError } from '../../common/errors/domain.error.js';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { AuditAccess } from '../audit-access.service.js';

// The contract exactly as it stood just after its event `version`.
export interface StateAtVersion {
  version: number;
  // How many events the stream has now, for the scrubber's range.
  latestVersion: number;
  type: string;
  at: string;
  state: AgreementState;
}

// Time travel: folds the agreement's events up to any version with the same machines as the write path.
@Injectable()
export class TimeTravelQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: AuditAccess,
  ) {}

  async at(agreementId: string, version: number, userId: string, now: Date): Promise<StateAtVersion> {
    await this.access.assertReader(agreementId, userId, now);
    const events = await this.store.readStream(streamName('agreement', agreementId));
    const upTo = events.slice(0, version);
    const last = upTo.at(-1);
    if (!last || version < 1)
      throw new DomainError('VERSION_NOT_FOUND', `The agreement has no event ${version}.`, 'not_found');
    const state = upTo.reduce((folded, event) => evolveAgreement(folded, event as never), initialAgreementState);
    return { version, latestVersion: events.length, type: last.type, at: last.metadata.occurredAt, state };
  }
}
