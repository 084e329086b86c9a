import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { StreamParty } from '../../projections/stream-party.entity.js';
import { AgreementError } from '../agreement.errors.js';
import { agreementStreamId } from '../../streams/stream-ids.js';
import { AgreementTermRow } from './agreement-term.entity.js';

export type PartyRole = 'buyer' | 'seller' | 'auditor';

/**
 * Who may touch an agreement: its parties in `stream_parties`. Ids in requests are never trusted;
 * an agreement the caller is not a party of answers 403 whether or not it exists, so existence
 * does not leak.
 */
@Injectable()
export class AgreementAccess {
  constructor(
    @InjectRepository(StreamParty) private readonly parties: Repository<StreamParty>,
    @InjectRepository(AgreementTermRow) private readonly terms: Repository<AgreementTermRow>,
  ) {}

  /** The caller's role in the agreement, or 403 NOT_A_PARTY. */
  async assertParty(agreementId: string, userId: string): Promise<PartyRole> {
    const party = await this.parties.findOneBy({ streamId: agreementStreamId(agreementId), userId });
    if (!party) throw new AgreementError('NOT_A_PARTY');
    return party.role as PartyRole;
  }

  /** The agreement a term belongs to (404 TERM_NOT_FOUND), when the caller is one of its parties. */
  async agreementOfTerm(termId: string, userId: string): Promise<string> {
    const term = await this.terms.findOneBy({ termId });
    if (!term) throw new AgreementError('TERM_NOT_FOUND');
    await this.assertParty(term.agreementId, userId);
    return term.agreementId;
  }
}
