// What an audit report is built from, as the API reads it, and the report's content from that: the
// chain's check, reading the events (validated, upcast) and telling each in words run on a PDF pool
// thread, not on the API's event loop (about 90 ms for a 1,000-item contract).
import type { RecordedEvent } from '@samvida/machines';
import { EventReader, type PositionedStoredEvent } from '../../event-store/event-envelope.js';
import { verifyChain } from '../../event-store/hash-chain.js';
import { machinesEventValidator } from '../../event-store/machines-event-validator.js';
import { streamVerificationOf } from '../export/stream-verification.js';
import type { StreamLogCheck } from '../merkle/transparency-log.service.js';
import { timelineEntries } from '../timeline/timeline-entries.js';
import type { AuditReportContent } from './audit-report.pdf.js';

export interface AuditReportSource extends Omit<AuditReportContent, 'verification' | 'timeline'> {
  // The contract's events exactly as stored, in stream order.
  stored: PositionedStoredEvent[];
  // The RFQ's events its timeline shows, as recorded.
  rfq: RecordedEvent[];
  // Names by user id, of everyone the timeline names.
  names: [string, string][];
  // What the signed log says of the stored events (heard only when their chain holds).
  log: StreamLogCheck;
}

const reader = new EventReader(machinesEventValidator);

export function auditReportContentOf({ stored, rfq, names, log, ...content }: AuditReportSource): AuditReportContent {
  const events = stored.map((event) => reader.toRecorded(event, event.globalPosition));
  return {
    ...content,
    verification: streamVerificationOf(verifyChain(stored), log),
    timeline: timelineEntries(events, rfq, new Map(names)),
  };
}
