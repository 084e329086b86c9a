import { Inject, Injectable } from '@nestjs/common';
import { istDate, streamName } from '@samvida/machines';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { StreamAccess } from '../../streams/stream-access.service.js';
import { daySeries, type DayReport } from './day-series.js';

// GET api/business/ContractDayReport?agId=: the contract's day series for the report modal, from
// its first event to today. Parties and auditors may read it (the audit feature's AuditorGate logs
// auditors' reads, like every contract read).
@Injectable()
export class ContractDayReportQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: StreamAccess,
  ) {}

  async of(agreementId: string, userId: string, now: Date): Promise<DayReport[]> {
    await this.access.assertParty('agreement', agreementId, userId);
    const events = await this.store.readStream(streamName('agreement', agreementId));
    return daySeries(events, istDate(now));
  }
}
