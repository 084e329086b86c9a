import { EntityId, IsoDate, LoginContact } from '@samvida/machines';
import { z } from 'zod';

// POST api/Audit/GrantAuditorAccess: who may read the agreement (phone +91… or e-mail), and until when.
export const GrantAuditorAccessRequest = z.object({
  AgreementId: EntityId,
  Contact: LoginContact,
  // The last day of access; null or absent: until revoked.
  Until: IsoDate.nullable().optional(),
});
export type GrantAuditorAccessRequest = z.infer<typeof GrantAuditorAccessRequest>;

// Contacts as the accounts feature verifies them: trimmed, e-mail lower-cased.
export const normalContact = (contact: string): string => {
  const value = contact.trim();
  return value.includes('@') ? value.toLowerCase() : value.replace(/[\s-]/g, '');
};
