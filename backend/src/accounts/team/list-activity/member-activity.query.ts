import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../../common/auth/access-token.service.js';

export interface MemberActivityView {
  At: string;
  MemberName: string;
  Call: string;
}

// How many of the latest changes the activity list shows.
const LATEST = 100;

// Which member of the caller's business made which change through the API, newest first; every
// member may read it.
@Injectable()
export class MemberActivityQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of(actor: Actor): Promise<MemberActivityView[]> {
    const rows: { at: Date; name: string | null; call: string }[] = await this.dataSource.query(
      `select a.at, u.name, a.call from member_activity a left join users u on u.id = a.member_id
        where a.business_id = $1 order by a.id desc limit $2`,
      [actor.userId, LATEST],
    );
    return rows.map((row) => ({ At: row.at.toISOString(), MemberName: row.name ?? '', Call: row.call }));
  }
}
