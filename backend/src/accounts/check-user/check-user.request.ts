import { ForgotPasswordForm } from '@samvida/machines';
import type { z } from 'zod';

// Body of `POST api/Auth/CheckUser`: ContactInfo (+91 phone or e-mail), the same rule as forgot password.
export const CheckUserRequest = ForgotPasswordForm;
export type CheckUserRequest = z.infer<typeof CheckUserRequest>;
