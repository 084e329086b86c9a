import { EntityId, LoginContact, UserId } from '@samvida/machines';
import { z } from 'zod';

// POST api/Audit/RevokeAuditorAccess: an auditor's access (AuditorId) or a pending invitation (Contact).
export const RevokeAuditorAccessRequest = z
  .object({ AgreementId: EntityId, AuditorId: UserId.optional(), Contact: LoginContact.optional() })
  .refine((r) => !!r.AuditorId !== !!r.Contact, {
    error: 'Name either the auditor or the invited contact, not both.',
    path: ['AuditorId'],
  });
export type RevokeAuditorAccessRequest = z.infer<typeof RevokeAuditorAccessRequest>;
