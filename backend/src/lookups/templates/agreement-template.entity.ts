import { Column, Entity, PrimaryColumn } from 'typeorm';

// One of the twelve cards of the template gallery (spec §2).
@Entity('agreement_templates')
export class AgreementTemplate {
  @PrimaryColumn('integer')
  id: number;

  @Column('text')
  name: string;
}
