import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StreamAccess, type PartyRole } from './stream-access.service.js';

// The kinds of agreement-stream entities the spec's calls name by their own id.
export type AgreementEntityKind =
  'invoice' | 'invoiceItem' | 'note' | 'noteItem' | 'notePayment' | 'advancePayment' | 'payment';

// Finds the agreement an invoice, note, note item or payment belongs to and checks the caller is
// its party. An id of another kind, of nothing, or of someone else's agreement all answer the same
// 403, so ids in requests reveal nothing.
@Injectable()
export class EntityLocator {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: StreamAccess,
  ) {}

  // `kind` may list several kinds the id can be of; the answer says which it is.
  async assertPartyOf<K extends AgreementEntityKind>(
    kind: K | readonly K[],
    entityId: string,
    userId: string,
  ): Promise<{ agreementId: string; role: PartyRole; kind: K }> {
    const kinds = typeof kind === 'string' ? [kind] : kind;
    const [row] = (await this.dataSource.query(
      'select agreement_id, kind from agreement_entities where entity_id = $1 and kind = any($2)',
      [entityId, kinds],
    )) as { agreement_id: string; kind: K }[];
    // An unknown id is checked against a stream nobody is party to: the same 403 as a foreign one.
    const agreementId = row?.agreement_id ?? '00000000-0000-0000-0000-000000000000';
    const role = await this.access.assertParty('agreement', agreementId, userId);
    return { agreementId, role, kind: row!.kind };
  }
}
