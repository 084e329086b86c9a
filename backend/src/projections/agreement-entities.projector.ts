import { Injectable, type OnModuleInit } from '@nestjs/common';
import { streamKindOf, type AgreementEvent, type RecordedEvent } from '@samvida/machines';
import type { EntityManager } from 'typeorm';
import { agreementIdOf } from '../streams/stream-ids.js';
import type { Projector } from './projector.js';
import { ProjectionsService } from './projections.service.js';

type Entry = [entityId: string, kind: string];

// The entities an event brings into being; the spec's calls name only these ids (invId, txnNoteId).
function createdBy(event: AgreementEvent): Entry[] {
  switch (event.type) {
    case 'InvoiceDrafted':
      return [
        [event.data.invoiceId, 'invoice'],
        ...event.data.items.map((l): Entry => [l.invoiceItemId, 'invoiceItem']),
      ];
    case 'InvoiceEdited':
      return event.data.items.map((l): Entry => [l.invoiceItemId, 'invoiceItem']);
    case 'TxnNoteGenerated':
      return [[event.data.noteId, 'note'], ...event.data.items.map((l): Entry => [l.noteItemId, 'noteItem'])];
    case 'TxnNoteSettled':
      return [[event.data.notePaymentId, 'notePayment']];
    case 'AdvanceFellDue':
      return [[event.data.notePaymentId, 'advancePayment']];
    case 'PaymentMade':
      return [[event.data.paymentId, 'payment']];
    case 'CreditNoteIssued':
      return [[event.data.creditNoteId, 'creditNote']];
    default:
      return [];
  }
}

// Which agreement each invoice, note, note item, note payment, advance, payment and credit note belongs to.
@Injectable()
export class AgreementEntitiesProjector implements Projector, OnModuleInit {
  readonly name = 'agreement-entities';
  readonly tables = ['agreement_entities'];

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  handles(event: RecordedEvent): boolean {
    return streamKindOf(event.streamId) === 'agreement' && createdBy(event as unknown as AgreementEvent).length > 0;
  }

  async apply(events: readonly RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const event of events) {
      for (const [entityId, kind] of createdBy(event as unknown as AgreementEvent)) {
        await manager.query(
          'insert into agreement_entities (entity_id, agreement_id, kind) values ($1, $2, $3) on conflict do nothing',
          [entityId, agreementIdOf(event.streamId), kind],
        );
      }
    }
  }
}
