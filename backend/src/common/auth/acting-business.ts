import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MemberRole, Rupees } from '@samvida/machines';
import type { DataSource } from 'typeorm';
import { SESSION_CHECK_TTL_MS } from './session-liveness.js';

// Whom a signed-in user acts for: the business they are a member of, with their role, or their own
// account as its owner; and the amount above which that business asks for two members' approval.
export interface ActingAs {
  businessId: string;
  memberRole: MemberRole;
  approvalAbove?: Rupees;
}

interface Answer {
  acting: ActingAs;
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
    if (cached && cached.until > Date.now()) return cached.acting;
    const [row]: { business_id: string; role: MemberRole; approval_above: string | null }[] =
      await this.dataSource.query(
        `select coalesce(m.business_id, $1::uuid) as business_id, coalesce(m.role, 'owner') as role,
                r.approval_above::text as approval_above
           from (select $1::uuid as user_id) u
           left join team_members m on m.member_user_id = u.user_id and m.removed_at is null
           left join team_approval_rules r on r.business_id = coalesce(m.business_id, u.user_id)`,
        [userId],
      );
    const answer: ActingAs = {
      businessId: row!.business_id,
      memberRole: row!.role,
      ...(row!.approval_above ? { approvalAbove: row!.approval_above } : {}),
    };
    if (this.answers.size >= 10_000) this.answers.clear();
    this.answers.set(userId, { acting: answer, until: Date.now() + SESSION_CHECK_TTL_MS });
    return answer;
  }

  // This instance applies a membership change at once; others within the TTL.
  forget(userId: string): void {
    this.answers.delete(userId);
  }

  // A business-wide setting changed: every member's answer is asked again.
  forgetAll(): void {
    this.answers.clear();
  }
}
