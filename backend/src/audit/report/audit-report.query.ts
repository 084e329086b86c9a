import { Inject, Injectable } from '@nestjs/common';
import {
  formatInr,
  invoiceAmountOf,
  statusLabel,
  streamName,
  type AgreementState,
  type SignedTreeHead,
} from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { pdfKey, RenderedPdfs } from '../../common/pdf/rendered-pdfs.service.js';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { EntitlementsService } from '../../subscriptions/entitlements.service.js';
import { AuditAccess } from '../audit-access.service.js';
import { TransparencyLog } from '../merkle/transparency-log.service.js';
import { userIdsIn } from '../timeline/timeline-entries.js';
import { TimelineQuery } from '../timeline/timeline.query.js';
import type { AuditReportSource } from './audit-report-source.js';

const agreementUid = (agreementId: string) => `AG-${agreementId.slice(0, 8)}`;

// GET api/Audit/Report?agId=: the contract's PDF audit report. Each report of a new version counts
// once against the caller's plan allowance of audit reports (the same version again is free).
@Injectable()
export class AuditReportQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: AuditAccess,
    private readonly timeline: TimelineQuery,
    private readonly log: TransparencyLog,
    private readonly directory: UserDirectoryService,
    private readonly entitlements: EntitlementsService,
    private readonly rendered: RenderedPdfs,
    private readonly writer: StreamWriter,
  ) {}

  async pdf(agreementId: string, userId: string, now: Date): Promise<{ name: string; bytes: Buffer }> {
    await this.access.assertReader(agreementId, userId, now);
    // The final state as this process keeps it folded (it reads only the events appended since):
    // folding a 1,000-item contract's whole stream here, event by event, held the event loop for seconds.
    const { state, version } = await this.writer.current('agreement', agreementId);
    await this.entitlements.claimGeneratedPdf(userId, `audit-report-${agreementId}-v${version}`, agreementId, now);
    const head = await this.log.currentHead(now);
    // The contract's version under a signed head names its report: any event anywhere signs a new
    // head, so a report is served from the store without its history being read or checked again.
    // A tampered history shows in the next report rendered (with the next head).
    const key = pdfKey('audit-report', agreementId, version, head.treeSize, head.signature);
    const job = async () => ({
      kind: 'audit-report' as const,
      input: await this.sourceOf(agreementId, state, head, now),
    });
    const bytes = await this.rendered.get(userId, job, { key });
    return { name: `audit-report-${agreementUid(agreementId)}.pdf`, bytes };
  }

  // One read of the stream as stored and the checks against the log's leaves of this stream; the
  // rest is the pool thread's (audit-report-source.ts).
  private async sourceOf(
    agreementId: string,
    state: AgreementState,
    head: SignedTreeHead,
    now: Date,
  ): Promise<AuditReportSource> {
    const streamId = streamName('agreement', agreementId);
    const stored = await this.store.readStoredStream(streamId);
    const context = state.agreement!.context;
    const rfq = await this.timeline.rfqEventsOf(agreementId, context.sourceProposalId);
    const names = await this.timeline.namesOf(userIdsIn([...rfq, ...stored]));
    const parties = await this.directory.findByIds([context.buyerId ?? '', context.sellerId ?? '']);
    const nameOf = (id: string | null) => (id ? (parties.get(id)?.usrName ?? id) : 'not joined yet');
    return {
      agreementUid: agreementUid(agreementId),
      contractType: context.contractType,
      parties: `seller ${nameOf(context.sellerId)}, buyer ${nameOf(context.buyerId)}`,
      finalState: finalStateOf(state),
      head,
      publicKey: this.log.publicKeyHex,
      stored,
      rfq,
      names: [...names],
      log: await this.log.checkStream(streamId, stored, now),
    };
  }
}

function finalStateOf(state: AgreementState): [string, string][] {
  const agreement = state.agreement!;
  const g = agreement.context.generalTerms;
  const rows: [string, string][] = [
    ['Status', statusLabel(agreement.status)],
    [
      'General terms',
      `LD ${g.ldPercent}% after ${g.ldDays} days, advance ${g.advancePercent}%, ${g.durationDays} days`,
    ],
  ];
  for (const { status, context: item } of Object.values(state.items)) {
    const rate = item.sellerRate ?? item.buyerRate;
    rows.push([
      `Item “${item.title}”`,
      `${statusLabel(status)}, ${item.quantity} at ${rate ? formatInr(rate) : 'no rate'} + ${item.taxPercent}% tax`,
    ]);
  }
  for (const { status, context: term } of Object.values(state.terms))
    rows.push([`Term “${term.title}”`, statusLabel(status)]);
  for (const { status, context: invoice } of Object.values(state.invoices)) {
    const total = invoiceAmountOf(state, invoice.invoiceId);
    rows.push([`Invoice ${invoice.invoiceId.slice(0, 8)}`, `${statusLabel(status)}, ${formatInr(total)}`]);
  }
  for (const { status, context: payment } of Object.values(state.payments)) {
    rows.push([`Payment ${payment.paymentId.slice(0, 8)}`, `${statusLabel(status)}, ${formatInr(payment.amount)}`]);
  }
  return rows;
}
