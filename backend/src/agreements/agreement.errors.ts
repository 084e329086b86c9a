import { catalogueError, type ErrorCatalogue } from '../common/errors/error-catalogue.js';

// Every refusal of the agreements feature besides the machines' own (docs/api.md "Agreements").
const CATALOGUE = {
  AGREEMENT_NOT_FOUND: ['No agreement exists for this proposal.', 'not_found'],
  ALREADY_APPLIED: ['You have already applied to this proposal.', 'conflict'],
  TERM_NOT_FOUND: ['This term was not found.', 'not_found'],
  NO_PAYMENT_SCHEDULE: ['This contract has no payment schedule: it was not raised as a purchase order.', 'not_found'],
  CONTACT_NOT_FOUND: ['No user is registered with this phone number or e-mail.', 'not_found'],
  TERM_GROUP_EMPTY: ['This term group has no terms yet.', 'validation'],
} as const satisfies ErrorCatalogue;

export class AgreementError extends catalogueError(CATALOGUE) {}
