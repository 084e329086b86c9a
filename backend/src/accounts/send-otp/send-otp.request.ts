import { ForgotPasswordForm } from '@samvida/machines';
import { z } from 'zod';

// Body of `POST api/Auth/SendOtp`: ContactInfo (+91 phone or e-mail); Purpose `Login` (default) or `Reset`.
export const SendOtpRequest = ForgotPasswordForm.extend({
  Purpose: z.enum(['Login', 'Reset'], { error: 'Purpose must be Login or Reset.' }).default('Login'),
});
export type SendOtpRequest = z.infer<typeof SendOtpRequest>;
