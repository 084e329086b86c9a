import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { streamName } from '@samvida/machines';
import type { Repository } from 'typeorm';
import { DomainError } from '../common/errors/domain.error.js';
import { StreamParty } from '../projections/stream-party.entity.js';
import type { WritableStreamKind } from './stream-kinds.js';

export type PartyRole = 'buyer' | 'seller' | 'auditor';

const NOT_A_PARTY = {
  agreement: 'You are not a party to this agreement.',
  proposal: 'You are not a party to this RFQ.',
};

/**
 * Who may touch a stream: its parties in `stream_parties` (projected from the events). Ids in
 * requests are never trusted; a stream the caller is not a party of answers 403 whether or not
 * it exists, so existence does not leak.
 */
@Injectable()
export class StreamAccess {
  constructor(@InjectRepository(StreamParty) private readonly parties: Repository<StreamParty>) {}

  /** The caller's role in `<kind>-<id>`, or 403 NOT_A_PARTY. */
  async assertParty(kind: WritableStreamKind, id: string, userId: string): Promise<PartyRole> {
    const party = await this.parties.findOneBy({ streamId: streamName(kind, id), userId });
    if (!party) throw new DomainError('NOT_A_PARTY', NOT_A_PARTY[kind], 'forbidden');
    return party.role as PartyRole;
  }
}
