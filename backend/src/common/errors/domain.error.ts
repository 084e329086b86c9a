// How a refusal maps onto HTTP; the single filter owns the mapping (STYLE.md rule 7).
export type ErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable'
  // Well-formed, but the data it needs cannot make the document (an e-invoice the NIC schema refuses).
  | 'unprocessable';

// A coded, user-facing refusal thrown by handlers and services; never an HttpException.
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly kind: ErrorKind = 'validation',
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
