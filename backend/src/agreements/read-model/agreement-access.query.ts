import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DomainError } from '../../common/errors/domain.error.js';
import { StreamAccess, type PartyRole } from '../../streams/stream-access.service.js';
import { AgreementError } from '../agreement.errors.js';
import { AgreementTermRow } from './agreement-term.entity.js';

// Who may touch an agreement: its parties (see StreamAccess), and what a term id belongs to.
@Injectable()
export class AgreementAccess {
  constructor(
    private readonly access: StreamAccess,
    @InjectRepository(AgreementTermRow) private readonly terms: Repository<AgreementTermRow>,
  ) {}

  // The caller's role in the agreement, or 403 NOT_A_PARTY.
  assertParty(agreementId: string, userId: string): Promise<PartyRole> {
    return this.access.assertParty('agreement', agreementId, userId);
  }

  // The caller's role when the call changes the agreement: an auditor only reads (403).
  async assertActingParty(agreementId: string, userId: string): Promise<PartyRole> {
    const role = await this.assertParty(agreementId, userId);
    if (role === 'auditor') throw new DomainError('NOT_A_PARTY', 'Auditors can only read this agreement.', 'forbidden');
    return role;
  }

  // The agreement a term belongs to (404 TERM_NOT_FOUND), when the caller is one of its parties.
  async agreementOfTerm(termId: string, userId: string): Promise<string> {
    const term = await this.terms.findOneBy({ termId });
    if (!term) throw new AgreementError('TERM_NOT_FOUND');
    await this.assertParty(term.agreementId, userId);
    return term.agreementId;
  }
}
