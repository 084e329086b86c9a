import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MemberRole } from '@samvida/machines';
import type { DataSource } from 'typeorm';
import { SESSION_CHECK_TTL_MS } from './session-liveness.js';

// Whom a signed-in user acts for: the business they are a member of, with their role, or their own
// account as its owner.
export interface ActingAs {
  businessId: string;
  memberRole: MemberRole;
}

interface Answer extends ActingAs {
  until: number;
}

// Every request and open socket asks this, so answers are kept as briefly as session checks: a
// removed member or a changed role takes effect on every instance within SESSION_CHECK_TTL_MS.
@Injectable()
export class ActingBusiness {
  private readonly answers = new Map<string, Answer>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of(userId: string): Promise<ActingAs> {
    const cached = this.answers.get(userId);
    if (cached && cached.until > Date.now()) return cached;
    const [member]: { business_id: string; role: MemberRole }[] = await this.dataSource.query(
      'select business_id, role from team_members where member_user_id = $1 and removed_at is null',
      [userId],
    );
    const answer = member
      ? { businessId: member.business_id, memberRole: member.role }
      : { businessId: userId, memberRole: 'owner' as const };
    if (this.answers.size >= 10_000) this.answers.clear();
    this.answers.set(userId, { ...answer, until: Date.now() + SESSION_CHECK_TTL_MS });
    return answer;
  }

  // This instance applies a membership change at once; others within the TTL.
  forget(userId: string): void {
    this.answers.delete(userId);
  }
}
