import { ACCOUNT_MESSAGES, RegisterForm } from '@samvida/machines';
import type { z } from 'zod';
import { DomainError } from '../../common/errors/domain.error.js';
import { confirmedByDefault } from '../confirmation.js';

// Body of `POST api/Auth/Register`: the spec's register payload under the form's §5 rules.
export const RegisterRequest = confirmedByDefault(RegisterForm, 'ConfirmPassword');
export type RegisterRequest = z.infer<typeof RegisterRequest>;

// A UsrType that is not in the user-type list is answered like a missing one.
export const unknownUserType = () =>
  new DomainError('VALIDATION_FAILED', ACCOUNT_MESSAGES.userTypeRequired, 'validation', {
    UsrType: [ACCOUNT_MESSAGES.userTypeRequired],
  });
