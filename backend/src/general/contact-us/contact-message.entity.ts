import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// A message sent through the Contact us page, kept for the support team.
@Entity('contact_messages')
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text')
  email: string;

  @Column('text')
  message: string;

  // The signed-in sender, when there is one.
  @Column('text', { name: 'user_id', nullable: true })
  userId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
