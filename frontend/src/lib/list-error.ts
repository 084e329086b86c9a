import type { ReactNode } from 'react';

// A select whose reference list failed to load says so, instead of just being empty.
export const listError = (fieldError: ReactNode, listFailed: boolean): ReactNode =>
  fieldError ?? (listFailed ? 'Not able to load this list. Please reload the page.' : undefined);
