import { catalogueError, type ErrorCatalogue } from '../common/errors/error-catalogue.js';

// Every refusal of the term-groups feature. Another user's group, term or attachment is "not
// found" (404), exactly like a missing one, so ids never tell whether they exist.
const CATALOGUE = {
  TERM_GROUP_NOT_FOUND: ['Term group not found.', 'not_found'],
  GROUP_TERM_NOT_FOUND: ['Term not found.', 'not_found'],
  TERM_ATTACHMENT_NOT_FOUND: ['Attachment not found.', 'not_found'],
} as const satisfies ErrorCatalogue;

export class TermGroupsError extends catalogueError(CATALOGUE) {}
