import { Injectable } from '@nestjs/common';
import { formatInr, invoiceAmountOf, statusLabel, streamName, type AgreementState } from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { RenderedPdfs } from '../../common/pdf/rendered-pdfs.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { EntitlementsService } from '../../subscriptions/entitlements.service.js';
import { AuditAccess } from '../audit-access.service.js';
import { AuditExportQuery } from '../export/audit-export.query.js';
import { TransparencyLog } from '../merkle/transparency-log.service.js';
import { TimelineQuery } from '../timeline/timeline.query.js';
import type { AuditReportContent } from './audit-report.pdf.js';

// GET api/Audit/Report?agId=: the contract's PDF audit report. Each report of a new version counts
// once against the caller's plan allowance of audit reports (the same version again is free).
@Injectable()
export class AuditReportQuery {
  constructor(
    private readonly exports: AuditExportQuery,
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
    const streamId = streamName('agreement', agreementId);
    // The final state as this process keeps it folded (it reads only the events appended since):
    // folding a 1,000-item contract's whole stream here, event by event, held the event loop for seconds.
    const { state, version } = await this.writer.current('agreement', agreementId);
    await this.entitlements.claimGeneratedPdf(userId, `audit-report-${agreementId}-v${version}`, agreementId, now);
    const context = state.agreement!.context;
    const names = await this.directory.findByIds([context.buyerId ?? '', context.sellerId ?? '']);
    const nameOf = (id: string | null) => (id ? (names.get(id)?.usrName ?? id) : 'not joined yet');
    const uid = `AG-${agreementId.slice(0, 8)}`;
    const input: AuditReportContent = {
      agreementUid: uid,
      contractType: context.contractType,
      parties: `seller ${nameOf(context.sellerId)}, buyer ${nameOf(context.buyerId)}`,
      finalState: finalStateOf(state),
      verification: await this.exports.verifyStream(streamId, now),
      head: await this.log.currentHead(now),
      publicKey: this.log.publicKeyHex,
      timeline: await this.timeline.entries(agreementId),
    };
    // The same history under the same signed head is served from the store.
    const bytes = await this.rendered.get(userId, { kind: 'audit-report', input });
    return { name: `audit-report-${uid}.pdf`, bytes };
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
