import { Injectable } from '@nestjs/common';
import { expectedPayments, type ExpectedPayments } from '@samvida/machines';
import { AgreementError } from '../agreement.errors.js';
import { AgreementAccess } from './agreement-access.query.js';
import { AgreementStates } from './agreement-states.js';

// ExpectedPayments: a contract raised as a purchase order keeps its payment schedule as the
// payments both parties expect, measured against the invoices and received payments so far.
// Read from the agreement's projected state, for its parties only.
@Injectable()
export class ExpectedPaymentsQuery {
  constructor(
    private readonly states: AgreementStates,
    private readonly access: AgreementAccess,
  ) {}

  async of(agreementId: string, userId: string): Promise<ExpectedPayments> {
    await this.access.assertParty(agreementId, userId);
    const state = await this.states.one(agreementId);
    const expected = state && expectedPayments(state);
    if (!expected) throw new AgreementError('NO_PAYMENT_SCHEDULE');
    return expected;
  }
}
