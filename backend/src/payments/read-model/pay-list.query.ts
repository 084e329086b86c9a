import { Injectable } from '@nestjs/common';
import type { PaymentRemark, PaymentStep, PaymentView } from '@samvida/machines';
import { DataSource } from 'typeorm';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { EntityLocator } from '../../streams/entity-locator.service.js';
import { UploadsService } from '../../uploads/uploads.service.js';

// A PayList row: the payment with when it was made and last confirmed or answered, its proof's
// link, and its history as the spec's remarks (each step's owner named).
export type PaymentRow = PaymentView & {
  createdOn: string;
  updatedOn: string;
  proofUrl: string | null;
  remarks: PaymentRemark[];
};

// PayList?notePayId: the payment history of one note's or the advance's account, oldest first, for either party.
@Injectable()
export class PayListQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly locator: EntityLocator,
    private readonly uploads: UploadsService,
    private readonly directory: UserDirectoryService,
  ) {}

  async of(notePaymentId: string, userId: string): Promise<PaymentRow[]> {
    await this.locator.assertPartyOf(['notePayment', 'advancePayment'], notePaymentId, userId);
    const rows = (await this.dataSource.query(
      'select view, created_on, updated_on, steps from payments where note_payment_id = $1 order by created_on, payment_id',
      [notePaymentId],
    )) as { view: PaymentView; created_on: Date; updated_on: Date; steps: PaymentStep[] }[];
    const names = await this.directory.findByIds(rows.flatMap((r) => r.steps.map((step) => step.ownerId)));
    return rows.map((r) => ({
      ...r.view,
      createdOn: r.created_on.toISOString(),
      updatedOn: r.updated_on.toISOString(),
      proofUrl: r.view.proofUploadId ? this.uploads.urlOf(r.view.proofUploadId) : null,
      remarks: r.steps.map(({ ownerId, attachmentIds, ...step }) => ({
        ...step,
        owner: { usrId: ownerId, usrName: names.get(ownerId)?.usrName ?? null },
        attachments: attachmentIds.map((id) => ({ id, link: this.uploads.urlOf(id) })),
      })),
    }));
  }
}
