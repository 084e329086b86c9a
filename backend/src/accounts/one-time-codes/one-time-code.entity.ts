import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type CodePurpose = 'login' | 'reset' | 'sign';

// One one-time code challenge; its id is the `contactId` the client sends back with the code.
// Bound to the contact and purpose that requested it; the code itself is stored as an HMAC.
// A verified `reset` challenge carries the short-lived grant that authorises ChangePassword.
@Entity('one_time_codes')
@Index('one_time_codes_contact', ['contact', 'createdAt'])
export class OneTimeCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  // E.164 phone or lower-case e-mail the code was sent to.
  @Column('text')
  contact: string;

  @Column('text')
  channel: 'sms' | 'email';

  @Column('text')
  purpose: CodePurpose;

  @Column('text', { name: 'code_hash' })
  codeHash: string;

  // Every verification try, right or wrong; none is accepted after MAX_ATTEMPTS.
  @Column('integer', { default: 0 })
  attempts: number;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  // Used, or replaced by a newer code for the same contact and purpose.
  @Column('timestamptz', { name: 'closed_at', nullable: true })
  closedAt: Date | null;

  // What a signing code is bound to (agreement, signer and document hash); verify returns it.
  @Column('text', { nullable: true })
  binding: string | null;

  @Column('text', { name: 'requested_ip', nullable: true })
  requestedIp: string | null;

  @Column('text', { name: 'grant_hash', nullable: true, unique: true })
  grantHash: string | null;

  @Column('timestamptz', { name: 'grant_expires_at', nullable: true })
  grantExpiresAt: Date | null;

  @Column('timestamptz', { name: 'grant_used_at', nullable: true })
  grantUsedAt: Date | null;
}
