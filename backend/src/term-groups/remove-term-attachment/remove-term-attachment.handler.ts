import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Actor } from '../../common/auth/access-token.service.js';
import { GroupTermAttachment } from '../group-term-attachment.entity.js';
import { OwnedTermGroups } from '../owned-term-groups.js';
import type { RemoveTermAttachmentParams } from './remove-term-attachment.request.js';

/** Detaches a file from a term of the caller's group; the upload itself stays. */
@Injectable()
export class RemoveTermAttachmentHandler {
  constructor(
    @InjectRepository(GroupTermAttachment) private readonly attachments: Repository<GroupTermAttachment>,
    private readonly owned: OwnedTermGroups,
  ) {}

  async execute(actor: Actor, request: RemoveTermAttachmentParams): Promise<void> {
    const attachment = await this.owned.attachment(actor.userId, request.termAttachmentId);
    await this.attachments.delete({ id: attachment.id });
  }
}
