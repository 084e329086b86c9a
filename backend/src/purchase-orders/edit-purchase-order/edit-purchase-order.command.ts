import { Command } from '@nestjs/cqrs';
import type { AgreementCommandInput } from '@samvida/machines';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { CommandOutcome } from '../../agreements/agreement-moves.service.js';

/** The agreement commands the editor sends once the order exists (header, lines, schedule, remarks, publish). */
export type PurchaseOrderChange = Extract<
  AgreementCommandInput,
  {
    type:
      | 'SetPurchaseOrderDetails'
      | 'AddAgreementItem'
      | 'RemoveAgreementItem'
      | 'AddPoTax'
      | 'RemovePoTax'
      | 'AddAgreementTerm'
      | 'DeleteAgreementTerm'
      | 'AddPoPayment'
      | 'RemovePoPayment'
      | 'AddPoAttachment'
      | 'RemovePoAttachment'
      | 'RemarkAgreement'
      | 'StartAgreement';
  }
>;

/** One change to an existing purchase order by one of its parties. */
export class EditPurchaseOrderCommand extends Command<CommandOutcome> {
  constructor(
    readonly actor: Actor,
    readonly change: PurchaseOrderChange,
    readonly commandId?: string,
  ) {
    super();
  }
}
