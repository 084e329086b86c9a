import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

// How long one instance trusts its last answer; revocation reaches every instance within this.
export const SESSION_CHECK_TTL_MS = 2000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Answer {
  userId: string;
  live: boolean;
  until: number;
}

// Whether the sign-in an access token belongs to is still live: its refresh-token family has a
// token not revoked (logout, password change, reuse) and its user still exists. Checked on every
// request and on open sockets, cached briefly per session. Requests that find no fresh answer at
// the same moment share one lookup: a client with many requests in flight asks once per expiry.
@Injectable()
export class SessionLiveness {
  private readonly answers = new Map<string, Answer>();
  private readonly lookups = new Map<string, Promise<boolean>>();
  // Moves on each revocation: a lookup that started before one neither caches nor is shared after it.
  private revocations = 0;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async isLive(userId: string, sessionId: string): Promise<boolean> {
    if (!UUID.test(sessionId)) return false;
    const cached = this.answers.get(sessionId);
    if (cached && cached.until > Date.now() && cached.userId === userId) return cached.live;
    const key = `${sessionId} ${userId}`;
    let lookup = this.lookups.get(key);
    if (!lookup) {
      lookup = this.lookUp(userId, sessionId).finally(() => {
        if (this.lookups.get(key) === lookup) this.lookups.delete(key);
      });
      this.lookups.set(key, lookup);
    }
    return lookup;
  }

  // Drops cached answers for a session or for every session of a user, after they are revoked.
  forget(which: { familyId: string } | { userId: string }): void {
    this.revocations += 1;
    this.lookups.clear();
    if ('familyId' in which) this.answers.delete(which.familyId);
    else for (const [id, answer] of this.answers) if (answer.userId === which.userId) this.answers.delete(id);
  }

  private async lookUp(userId: string, sessionId: string): Promise<boolean> {
    const revocations = this.revocations;
    const rows: unknown[] = await this.dataSource.query(
      `select 1 from refresh_tokens r join users u on u.id = r.user_id
        where r.family_id = $1 and r.user_id::text = $2 and r.revoked_at is null limit 1`,
      [sessionId, userId],
    );
    const now = Date.now();
    if (revocations === this.revocations) {
      this.prune(now);
      this.answers.set(sessionId, { userId, live: rows.length > 0, until: now + SESSION_CHECK_TTL_MS });
    }
    return rows.length > 0;
  }

  private prune(now: number): void {
    if (this.answers.size < 10_000) return;
    for (const [id, answer] of this.answers) if (answer.until <= now) this.answers.delete(id);
  }
}
