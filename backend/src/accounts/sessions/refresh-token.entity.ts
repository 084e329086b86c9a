import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type RevokedReason = 'rotated' | 'logout' | 'reuse' | 'password_changed';

// One refresh token, stored as its sha256. Tokens of one sign-in share a family: rotation revokes
// the used token and adds the next; presenting a revoked token revokes the whole family.
@Entity('refresh_tokens')
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  @Index('refresh_tokens_user')
  userId: string;

  @Column('uuid', { name: 'family_id' })
  @Index('refresh_tokens_family')
  familyId: string;

  @Column('text', { name: 'token_hash', unique: true })
  tokenHash: string;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt: Date | null;

  @Column('text', { name: 'revoked_reason', nullable: true })
  revokedReason: RevokedReason | null;
}
