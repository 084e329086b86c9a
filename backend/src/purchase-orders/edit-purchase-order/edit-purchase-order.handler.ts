import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import { DomainError } from '../../common/errors/domain.error.js';
import { StreamAccess } from '../../streams/stream-access.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { EntitlementsService } from '../../subscriptions/entitlements.service.js';
import { UploadsService } from '../../uploads/uploads.service.js';
import { outcomeOf, type CommandOutcome } from '../../agreements/agreement-moves.service.js';
import { EditPurchaseOrderCommand, type PurchaseOrderChange } from './edit-purchase-order.command.js';

/**
 * Every change to an existing order goes through here: the caller must be a party, then the
 * machines decide (only the creator, only while it is a draft; Publish only when the payment list
 * equals the contract amount) and the events are appended.
 */
@CommandHandler(EditPurchaseOrderCommand)
export class EditPurchaseOrderHandler implements ICommandHandler<EditPurchaseOrderCommand> {
  constructor(
    private readonly writer: StreamWriter,
    private readonly access: StreamAccess,
    private readonly uploads: UploadsService,
    private readonly entitlements: EntitlementsService,
  ) {}

  async execute({ actor, change, commandId }: EditPurchaseOrderCommand): Promise<CommandOutcome> {
    const id = change.data.AgreementId;
    await this.access.assertParty('agreement', id, actor.userId);
    const command = change.type === 'AddPoAttachment' ? await this.withUploads(actor, change) : change;
    const result = await this.writer.execute('agreement', id, { userId: actor.userId }, command, { commandId });
    return outcomeOf(id, result);
  }

  // An attachment names uploads the caller may read; they count against the plan's attachments,
  // and both parties may read them once appended (the upload-sharing projection).
  private async withUploads(
    actor: Actor,
    change: Extract<PurchaseOrderChange, { type: 'AddPoAttachment' }>,
  ): Promise<PurchaseOrderChange> {
    const ids = await Promise.all(
      change.data.Attachments.map(async (reference) => {
        const id = this.uploads.idOf(reference);
        if (!id || !(await this.uploads.canRead(id, actor.userId)))
          throw new DomainError('UNKNOWN_ATTACHMENT', 'This file was not uploaded by you.', 'validation');
        return id;
      }),
    );
    await this.entitlements.claimAttachments(actor.userId, change.data.AgreementId, ids);
    return { ...change, data: { ...change.data, Attachments: ids } };
  }
}
