import { Injectable } from '@nestjs/common';
import { streamName } from '@samvida/machines';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/errors/domain.error.js';
import type { WritableStreamKind } from './stream-kinds.js';

export type PartyRole = 'buyer' | 'seller' | 'auditor';

const NOT_A_PARTY = {
  agreement: 'You are not a party to this agreement.',
  proposal: 'You are not a party to this RFQ.',
};

// The 403 for a caller who is not a party of a `kind` stream (or of one that does not exist).
export const notAParty = (kind: WritableStreamKind) => new DomainError('NOT_A_PARTY', NOT_A_PARTY[kind], 'forbidden');

// Who may touch a stream: its parties in `stream_parties` (projected from the events). Ids in
// requests are never trusted; a stream the caller is not a party of answers 403 whether or not
// it exists, so existence does not leak.
@Injectable()
export class StreamAccess {
  constructor(private readonly dataSource: DataSource) {}

  // The caller's role in `<kind>-<id>`, or 403 NOT_A_PARTY.
  async assertParty(kind: WritableStreamKind, id: string, userId: string): Promise<PartyRole> {
    const role = await this.roleIn(streamName(kind, id), userId);
    if (!role) throw notAParty(kind);
    return role as PartyRole;
  }

  // The user's role in a stream (an RFQ's parties are invitees and sellers), if any. Every command
  // and read asks this, so it is plain SQL rather than a query built per call.
  async roleIn(streamId: string, userId: string): Promise<string | undefined> {
    const [party]: { role: string }[] = await this.dataSource.query(
      'select role from stream_parties where stream_id = $1 and user_id = $2',
      [streamId, userId],
    );
    return party?.role;
  }
}
