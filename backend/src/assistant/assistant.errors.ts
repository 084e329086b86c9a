import { catalogueError, type ErrorCatalogue } from '../common/errors/error-catalogue.js';

// Every refusal of the drafting assistant.
const CATALOGUE = {
  AI_PROVIDER_OFF: [
    'No AI provider is set up on this server; the built-in reader drafts from your description instead.',
    'unavailable',
  ],
  AI_PROVIDER_FAILED: [
    'The AI provider did not answer; nothing was changed. Try again, or use the built-in reader.',
    'unavailable',
  ],
  AI_ANSWER_INVALID: [
    'The AI provider answered with a draft that is not a valid contract draft, so it was not shown. Nothing was ' +
      'changed; try again, or use the built-in reader.',
    'unprocessable',
  ],
} as const satisfies ErrorCatalogue;

export class AssistantError extends catalogueError(CATALOGUE) {}
