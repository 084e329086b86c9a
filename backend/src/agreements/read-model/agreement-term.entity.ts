import type { AgreementState } from '@samvida/machines';
import { Column, Entity, PrimaryColumn } from 'typeorm';

// One term of an agreement; `owner` says whether it is a buyer or a seller term.
@Entity('agreement_terms')
export class AgreementTermRow {
  @PrimaryColumn('uuid', { name: 'term_id' })
  termId: string;

  @Column('uuid', { name: 'agreement_id' })
  agreementId: string;

  // Order of addition.
  @Column('integer')
  position: number;

  @Column('text')
  owner: 'buyer' | 'seller';

  @Column('text')
  title: string;

  @Column('text')
  text: string;

  @Column('boolean', { name: 'is_payment_term' })
  isPaymentTerm: boolean;

  @Column('text')
  status: string;

  @Column('jsonb', { name: 'attachment_ids' })
  attachmentIds: string[];

  // The term's folded state (its machine's status and context), part of its agreement's. Not loaded unless asked for.
  @Column('jsonb', { select: false })
  state: AgreementState['terms'][string];
}
