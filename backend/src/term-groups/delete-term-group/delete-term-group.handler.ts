import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Actor } from '../../common/auth/access-token.service.js';
import { OwnedTermGroups } from '../owned-term-groups.js';
import { TermGroup } from '../term-group.entity.js';
import type { DeleteTermGroupParams } from './delete-term-group.request.js';

/** Deletes one of the caller's term groups with its terms and their attachments (the files stay). */
@Injectable()
export class DeleteTermGroupHandler {
  constructor(
    @InjectRepository(TermGroup) private readonly groups: Repository<TermGroup>,
    private readonly owned: OwnedTermGroups,
  ) {}

  async execute(actor: Actor, request: DeleteTermGroupParams): Promise<void> {
    const group = await this.owned.group(actor.userId, request.termId);
    await this.groups.delete({ id: group.id, ownerId: actor.userId });
  }
}
