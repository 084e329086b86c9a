import { Injectable } from '@nestjs/common';
import type { AdvancePaymentView } from '@samvida/machines';
import { DataSource } from 'typeorm';
import { StreamAccess } from '../../streams/stream-access.service.js';

// AdvancePayment?agreementId: the advance due since the start and what is paid of it; null without one.
@Injectable()
export class AdvancePaymentQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: StreamAccess,
  ) {}

  async of(agreementId: string, userId: string): Promise<AdvancePaymentView | null> {
    await this.access.assertParty('agreement', agreementId, userId);
    const [row] = (await this.dataSource.query('select view from advance_payments where agreement_id = $1', [
      agreementId,
    ])) as { view: AdvancePaymentView }[];
    return row?.view ?? null;
  }
}
