import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  creditNoteLinesOf,
  financialYearOf,
  istDate,
  placeOfSupplyOf,
  systemActor,
  type AgreementCommandInput,
  type RecordedEvent,
  type SystemProcess,
} from '@samvida/machines';
import { ContractPartiesService } from '../../accounts/contract-parties.service.js';
import { DomainError } from '../../common/errors/domain.error.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import type { Reactor } from '../../projections/projector.js';
import { agreementIdOf } from '../../streams/stream-ids.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { GstDocumentNumbers } from './gst-document-numbers.service.js';
import { ofTypes } from '../../projections/handles.js';

// Makes each published invoice a GST tax invoice, and issues the credit note of a note that settles
// for less than its invoice. Numbering happens here rather than in PublishInvoice because a number
// is gapless per seller GSTIN across all the agreements of every account holding it (many streams),
// which one stream's optimistic append cannot guarantee: the reactor reserves the number under a
// row lock (GstDocumentNumbers) and appends it with a command id derived from the event, so a retry
// after a crash appends nothing twice and reuses the same number. An invoice is numbered under the
// seller's GSTIN as it stands; its credit note under the GSTIN the invoice was issued under.
@Injectable()
export class InvoiceNumberingReactor implements Reactor, OnModuleInit {
  readonly name = 'gst-numbering' satisfies SystemProcess;
  readonly handles = ofTypes('InvoicePublished', 'TxnNoteSettled');
  private readonly logger = new Logger('GstNumbering');

  constructor(
    private readonly projections: ProjectionsService,
    private readonly writer: StreamWriter,
    private readonly numbers: GstDocumentNumbers,
    private readonly parties: ContractPartiesService,
  ) {}

  onModuleInit(): void {
    this.projections.registerReactor(this);
  }

  async react(event: RecordedEvent): Promise<void> {
    if (event.type === 'InvoicePublished') await this.numberInvoice(event);
    if (event.type === 'TxnNoteSettled') await this.issueCreditNote(event);
  }

  private async numberInvoice(event: RecordedEvent): Promise<void> {
    const agreementId = agreementIdOf(event.streamId);
    const { invoiceId } = event.data as { invoiceId: string };
    const { state } = await this.writer.current('agreement', agreementId);
    const { sellerId } = state.agreement!.context;
    // GST documents are dated in India Standard Time, which decides the financial year.
    const issuedOn = istDate(event.metadata.occurredAt);
    const financialYear = financialYearOf(issuedOn);
    // A purchase order's GSTINs are the contract's; profiles fill in what it leaves blank.
    const { seller, buyer } = await this.parties.of(state);
    const sellerGstin = seller?.usrGstin ?? null;
    const buyerGstin = buyer?.usrGstin ?? null;
    const place = placeOfSupplyOf({ sellerGstin, buyerGstin, buyerAddress: buyer?.usrAddress ?? null });
    const number = await this.numbers.reserve(invoiceId, { sellerId: sellerId!, sellerGstin }, 'INV', financialYear);
    await this.append(agreementId, event, {
      type: 'NumberInvoice',
      data: {
        AgreementId: agreementId,
        InvoiceId: invoiceId,
        Number: number,
        FinancialYear: financialYear,
        IssuedOn: issuedOn,
        SellerGstin: sellerGstin,
        BuyerGstin: buyerGstin,
        PlaceOfSupply: place?.stateCode ?? null,
        PlaceOfSupplyReason: place?.reason ?? null,
      },
    });
  }

  private async issueCreditNote(event: RecordedEvent): Promise<void> {
    const agreementId = agreementIdOf(event.streamId);
    const { noteId } = event.data as { noteId: string };
    const { state } = await this.writer.current('agreement', agreementId);
    if (creditNoteLinesOf(state, noteId).length === 0) return;
    const issuedOn = istDate(event.metadata.occurredAt);
    const invoice = state.invoices[state.notes[noteId]!.context.invoiceId]!.context;
    const sellerId = state.agreement!.context.sellerId!;
    // Under the GSTIN of its invoice (numbered before the note could settle); else the seller's own.
    const sellerGstin = invoice.tax
      ? invoice.tax.sellerGstin
      : ((await this.parties.of(state)).seller?.usrGstin ?? null);
    const number = await this.numbers.reserve(noteId, { sellerId, sellerGstin }, 'CRN', financialYearOf(issuedOn));
    await this.append(agreementId, event, {
      type: 'IssueCreditNote',
      data: { AgreementId: agreementId, NoteId: noteId, Number: number, IssuedOn: issuedOn },
    });
  }

  private async append(agreementId: string, cause: RecordedEvent, command: AgreementCommandInput): Promise<void> {
    try {
      await this.writer.execute('agreement', agreementId, systemActor(this.name), command, {
        commandId: `${this.name}:${cause.eventId}`,
        causationId: cause.eventId,
        correlationId: cause.metadata.correlationId,
      });
    } catch (error) {
      // A refusal cannot change on retry (the document was numbered another way); anything else retries.
      if (!(error instanceof DomainError) || error.code !== 'NOT_ALLOWED') throw error;
      this.logger.warn(`${command.type} for ${agreementId} refused: ${error.message}`);
    }
  }
}
