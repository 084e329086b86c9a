import { DomainError, type ErrorKind } from './domain.error.js';

// A feature's refusals: each code with the message users read and how it maps onto HTTP.
export type ErrorCatalogue = Record<string, readonly [message: string, kind: ErrorKind]>;

// The base class of a feature's coded errors: `new XError('CODE')` takes its message and kind from
// the catalogue, and `errors` may name the fields it concerns.
export function catalogueError<C extends ErrorCatalogue>(catalogue: C) {
  return class extends DomainError {
    constructor(code: keyof C & string, errors?: Record<string, string[]>) {
      const [message, kind] = catalogue[code]!;
      super(code, message, kind, errors);
    }
  };
}
