import type { EntityManager } from 'typeorm';

const lock = (manager: EntityManager, key: string) =>
  manager.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);

// Serialises, inside the caller's transaction, the invitations of one phone with each other and
// with that phone's sign-up, so two of them never both pass their checks.
export const lockTeamPhone = (manager: EntityManager, phone: string) => lock(manager, `team-phone:${phone}`);

// Serialises the changes to one business's team (the size limit), then the phone's.
export async function lockTeam(manager: EntityManager, businessId: string, phone: string): Promise<void> {
  await lock(manager, `team:${businessId}`);
  await lockTeamPhone(manager, phone);
}
