import { ResetPasswordForm } from '@samvida/machines';
import { z } from 'zod';
import { confirmedByDefault } from '../confirmation.js';

const RESET_EXPIRED = 'Your password reset has expired. Please request a new code.';

// Body of `POST api/Auth/ChangePassword`: UsrId, Password, optional ConfirmPassword, and the ResetToken ValidateOTP returned.
export const ChangePasswordRequest = confirmedByDefault(
  ResetPasswordForm.and(
    z.object({
      UsrId: z.uuid({ error: RESET_EXPIRED }),
      ResetToken: z.string({ error: RESET_EXPIRED }).min(1, { error: RESET_EXPIRED }),
    }),
  ),
  'ConfirmPassword',
);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
