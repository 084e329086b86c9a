import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type UserStatus = 'New' | 'Active';

// A person or business that signs in. `New` until the profile (name, e-mail, terms) is completed.
@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  // E.164, e.g. +919800000001. Null only for a Google-only account.
  @Column('text', { name: 'phone_number', nullable: true, unique: true })
  phoneNumber: string | null;

  // Lower case.
  @Column('text', { nullable: true, unique: true })
  email: string | null;

  // argon2id PHC string; null for a Google-only account.
  @Column('text', { name: 'password_hash', nullable: true })
  passwordHash: string | null;

  @Column('text', { nullable: true })
  pan: string | null;

  @Column('text', { nullable: true })
  gstin: string | null;

  @Column('text', { nullable: true })
  address: string | null;

  // Where buyers pay this seller; printed on the seller's tax invoices.
  @Column('text', { name: 'bank_name', nullable: true })
  bankName: string | null;

  @Column('text', { name: 'bank_account_number', nullable: true })
  bankAccountNumber: string | null;

  @Column('text', { name: 'bank_ifsc', nullable: true })
  bankIfsc: string | null;

  @Column('text', { name: 'upi_id', nullable: true })
  upiId: string | null;

  @Column('integer', { name: 'user_type_id', nullable: true })
  userTypeId: number | null;

  @Column('boolean', { name: 'is_msme', default: false })
  isMsme: boolean;

  @Column('text', { default: 'New' })
  status: UserStatus;

  @Column('timestamptz', { name: 'phone_verified_at', nullable: true })
  phoneVerifiedAt: Date | null;

  @Column('timestamptz', { name: 'email_verified_at', nullable: true })
  emailVerifiedAt: Date | null;

  @Column('timestamptz', { name: 'terms_accepted_at', nullable: true })
  termsAcceptedAt: Date | null;

  // Google's stable subject id, once the account is linked.
  @Column('text', { name: 'google_sub', nullable: true, unique: true })
  googleSub: string | null;

  @Column('integer', { name: 'plan_id', default: 1 })
  planId: number;

  @Column('integer', { name: 'failed_login_count', default: 0 })
  failedLoginCount: number;

  @Column('timestamptz', { name: 'locked_until', nullable: true })
  lockedUntil: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
