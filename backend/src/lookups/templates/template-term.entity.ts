import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

// A suggested term of a template (GET api/general/TemplateTerms).
@Entity('template_terms')
export class TemplateTerm {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'template_id' })
  templateId: number;

  @Column('integer')
  position: number;

  @Column('text', { name: 'term_name' })
  termName: string;

  @Column('text', { name: 'term_description' })
  termDescription: string;

  @Column('boolean', { name: 'is_payment_term' })
  isPaymentTerm: boolean;
}
