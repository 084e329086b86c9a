import { OtpForm } from '@samvida/machines';
import { z } from 'zod';

// Body of `POST api/Auth/ValidateOTP`: ContactId (the challenge id SendOtp or Register returned) and OTP.
export const ValidateOtpRequest = OtpForm.extend({
  // A malformed challenge id cannot match any code.
  ContactId: z.uuid({ error: 'Invalid OTP.' }),
});
export type ValidateOtpRequest = z.infer<typeof ValidateOtpRequest>;
