import { DomainError, type ErrorKind } from '../common/errors/domain.error.js';

/** Every refusal of the lookups feature. */
const CATALOGUE = {
  TEMPLATE_NOT_FOUND: ['There is no agreement template of that name.', 'not_found'],
} as const satisfies Record<string, readonly [string, ErrorKind]>;

export type LookupsErrorCode = keyof typeof CATALOGUE;

export class LookupsError extends DomainError {
  constructor(code: LookupsErrorCode) {
    const [message, kind] = CATALOGUE[code];
    super(code, message, kind);
  }
}
