import { catalogueError, type ErrorCatalogue } from '../common/errors/error-catalogue.js';

// Every refusal of the lookups feature.
const CATALOGUE = {
  TEMPLATE_NOT_FOUND: ['There is no agreement template of that name.', 'not_found'],
} as const satisfies ErrorCatalogue;

export class LookupsError extends catalogueError(CATALOGUE) {}
