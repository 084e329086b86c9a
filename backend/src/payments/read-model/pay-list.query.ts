import { Injectable } from '@nestjs/common';
import type { PaymentView } from '@samvida/machines';
import { DataSource } from 'typeorm';
import { EntityLocator } from '../../streams/entity-locator.service.js';
import { UploadsService } from '../../uploads/uploads.service.js';

// A PayList row: the payment with when it was made and last confirmed or answered, and its proof's link.
export type PaymentRow = PaymentView & { createdOn: string; updatedOn: string; proofUrl: string | null };

// PayList?notePayId: the payment history of one note's or the advance's account, oldest first, for either party.
@Injectable()
export class PayListQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly locator: EntityLocator,
    private readonly uploads: UploadsService,
  ) {}

  async of(notePaymentId: string, userId: string): Promise<PaymentRow[]> {
    await this.locator.assertPartyOf(['notePayment', 'advancePayment'], notePaymentId, userId);
    const rows = (await this.dataSource.query(
      'select view, created_on, updated_on from payments where note_payment_id = $1 order by created_on, payment_id',
      [notePaymentId],
    )) as { view: PaymentView; created_on: Date; updated_on: Date }[];
    return rows.map((r) => ({
      ...r.view,
      createdOn: r.created_on.toISOString(),
      updatedOn: r.updated_on.toISOString(),
      proofUrl: r.view.proofUploadId ? this.uploads.urlOf(r.view.proofUploadId) : null,
    }));
  }
}
