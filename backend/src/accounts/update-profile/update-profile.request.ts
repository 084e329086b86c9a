import { ProfileForm } from '@samvida/machines';
import { z } from 'zod';
import { confirmedByDefault } from '../confirmation.js';

// Body of `POST api/Auth/UserEmpCompanyUpdate`: Id, Name, Email, UserTermAccepted, and optionally
// Password with ReEnterPassword (the password set at registration stays otherwise). PhoneNumber and Status may be sent (the spec's payload) and are ignored.
export const UpdateProfileRequest = confirmedByDefault(
  ProfileForm.and(z.object({ Id: z.string().min(1) })),
  'ReEnterPassword',
);
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;
