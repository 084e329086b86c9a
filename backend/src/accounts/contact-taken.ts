import { QueryFailedError } from 'typeorm';
import { AccountsError } from './accounts.errors.js';

// Turns the unique-key violation of users.phone_number / users.email into its 409; rethrows anything else.
export function rethrowIfContactTaken(error: unknown): never {
  const driverError =
    error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  if (driverError?.code === '23505') {
    if (driverError.constraint === 'users_phone_number_key') throw new AccountsError('PHONE_TAKEN');
    if (driverError.constraint === 'users_email_key') throw new AccountsError('EMAIL_TAKEN');
  }
  throw error;
}
