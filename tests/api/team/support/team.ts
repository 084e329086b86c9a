// Team members of a business for the API and browser suites: phones the owner invites through the
// Team API, then registered and signed in, so each acts for the owner's business with its role.
import { expect } from '@jest/globals';
import type { MemberRole } from '@samvida/machines';
import pg from 'pg';
import { newPhone, registerVerified, type SignedIn } from '../../accounts/support/accounts.js';
import { as } from '../../agreements/support/agreements.js';

export interface Member extends SignedIn {
  role: MemberRole;
  /** The team_members row, as POST api/Team/Invite answers it. */
  memberId: string;
  /** The member's own account (their token's subject); `userId` is the business they act for. */
  personId: string;
}

export const INVITED = 'Invitation sent. The number joins your team when it signs up.';

/** The owner invites `phone` with `role`; answers the new MemberId. */
export async function invite(baseUrl: string, owner: SignedIn, phone: string, role: MemberRole): Promise<string> {
  const reply = await as(baseUrl, owner)<{ MemberId: string }>('POST', '/api/Team/Invite', {
    PhoneNumber: phone,
    Role: role,
  });
  expect([reply.status, reply.body.message]).toEqual([200, INVITED]);
  return reply.body.data!.MemberId;
}

/** One signed-in member of `owner`'s business per role, in the order given. */
export async function teamOf(baseUrl: string, owner: SignedIn, roles: MemberRole[]): Promise<Member[]> {
  const members: Member[] = [];
  for (const role of roles) {
    const phone = newPhone();
    const memberId = await invite(baseUrl, owner, phone, role);
    const signedIn = await registerVerified(baseUrl, { UsrName: `${nameOf(role)} Member`, PhoneNumber: phone });
    members.push({ ...signedIn, role, memberId, personId: subjectOf(signedIn.token) });
  }
  return members;
}

const nameOf = (role: MemberRole) => `${role[0]!.toUpperCase()}${role.slice(1)}`;

/** The account an access token signs in (its `sub`), whichever business it acts for. */
export const subjectOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

/** Rows straight from the suite's database. */
export async function rowsOf<T>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
