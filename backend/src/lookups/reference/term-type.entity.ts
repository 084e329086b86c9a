import { Column, Entity, PrimaryColumn } from 'typeorm';

// Whose terms: Seller (1) or Buyer (2) (GET api/General/TermsTypes).
@Entity('term_types')
export class TermType {
  @PrimaryColumn('integer')
  id: number;

  @Column('text', { name: 'type_value' })
  typeValue: string;
}
