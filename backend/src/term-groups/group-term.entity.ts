import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

// A term inside a term group (spec §3 "Term in group").
@Entity('group_terms')
export class GroupTerm {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'group_id' })
  groupId: string;

  @Column('text')
  title: string;

  @Column('text')
  text: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
