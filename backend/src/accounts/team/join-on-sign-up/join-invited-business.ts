import type { EntityManager } from 'typeorm';
import { lockTeamPhone } from '../team-lock.js';

// A phone that signs up while invited to a business joins it: from its first sign-in the new
// account acts for that business with the invited role. Call it in the registration's transaction
// (the code that proves the phone comes before any sign-in); the phone's lock makes an invitation
// sent at the same moment either be claimed here or see the new account and be refused.
export async function joinInvitedBusiness(manager: EntityManager, userId: string, phone: string): Promise<void> {
  await lockTeamPhone(manager, phone);
  await manager.query(
    `update team_members set member_user_id = $1, joined_at = now()
      where phone_number = $2 and removed_at is null and member_user_id is null`,
    [userId, phone],
  );
}
