import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Actor } from '../../common/auth/access-token.service.js';
import { GroupTerm } from '../group-term.entity.js';
import { OwnedTermGroups } from '../owned-term-groups.js';
import type { RemoveGroupTermParams } from './remove-group-term.request.js';

/** Removes a term (and its attachments) from one of the caller's groups. */
@Injectable()
export class RemoveGroupTermHandler {
  constructor(
    @InjectRepository(GroupTerm) private readonly terms: Repository<GroupTerm>,
    private readonly owned: OwnedTermGroups,
  ) {}

  async execute(actor: Actor, request: RemoveGroupTermParams): Promise<void> {
    const term = await this.owned.term(actor.userId, request.userTermId);
    await this.terms.delete({ id: term.id });
  }
}
