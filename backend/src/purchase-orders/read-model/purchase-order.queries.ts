import { Injectable } from '@nestjs/common';
import { PURCHASE_ORDER_TYPE, type AgreementState } from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import type { Actor } from '../../common/auth/access-token.service.js';
import { DomainError } from '../../common/errors/domain.error.js';
import { StreamAccess } from '../../streams/stream-access.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { UploadsService } from '../../uploads/uploads.service.js';
import type { CheckPoLinkParams } from '../check-po-link/check-po-link.request.js';
import { purchaseOrderView, type PurchaseOrderView } from './purchase-order.view.js';

const notFound = () => new DomainError('NOT_FOUND', 'This purchase order was not found.', 'not_found');
const notYours = () => new DomainError('NOT_A_PARTY', 'This purchase order was sent to someone else.', 'forbidden');

// Where the link page stands: open the contract, or wait until the order reaches this account.
export interface PoLinkCheck {
  id: string;
  ready: boolean;
  status: string;
}

// Reads of purchase orders. The editor needs the order exactly as its own last command left it, so
// it reads the writer's fold of the stream (always current) rather than a projected table; the
// order's lists and parties are projected like every agreement's.
@Injectable()
export class PurchaseOrderQueries {
  constructor(
    private readonly writer: StreamWriter,
    private readonly access: StreamAccess,
    private readonly directory: UserDirectoryService,
    private readonly uploads: UploadsService,
  ) {}

  async detail(actor: Actor, id: string): Promise<PurchaseOrderView> {
    await this.access.assertParty('agreement', id, actor.userId);
    const { state } = await this.writer.current('agreement', id);
    if (!state.purchaseOrder) throw notFound();
    return purchaseOrderView(state, actor, (id) => this.uploads.urlOf(id));
  }

  // The counterparty's link (/CheckPODetails?ph=&s=&pi=): a party opens the contract; the owner of
  // the number it was sent to, signed in but not seated yet (their verification is being applied),
  // waits; anyone else is refused without learning whether the order exists.
  async checkLink(actor: Actor, link: CheckPoLinkParams): Promise<PoLinkCheck> {
    const party = await this.access.assertParty('agreement', link.pi, actor.userId).then(
      () => true,
      () => false,
    );
    const { state } = await this.writer.current('agreement', link.pi);
    const agreement = this.orderOf(state);
    if (party) return { id: link.pi, ready: true, status: agreement.status };
    const me = await this.directory.findById(actor.userId);
    const sentTo = agreement.context.counterpartyContact;
    if (!me?.phoneNumber || me.phoneNumber !== sentTo || me.phoneNumber !== link.ph) throw notYours();
    return { id: link.pi, ready: false, status: agreement.status };
  }

  private orderOf(state: AgreementState) {
    if (state.agreement?.context.contractType !== PURCHASE_ORDER_TYPE) throw notYours();
    return state.agreement;
  }
}
