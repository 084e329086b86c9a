import { CONTRACT_MESSAGES } from '@samvida/machines';
import { DomainError, type ErrorKind } from '../common/errors/domain.error.js';

// Every refusal of the catalogue feature. Another user's item or attachment is "not found" (404),
// exactly like a missing one.
const CATALOGUE = {
  CATALOGUE_ITEM_NOT_FOUND: ['Catalogue item not found.', 'not_found'],
  ITEM_ATTACHMENT_NOT_FOUND: ['Attachment not found.', 'not_found'],
  CURRENCY_NOT_SELECTED: [CONTRACT_MESSAGES.catalogueCurrency, 'validation'],
  UNIT_NOT_SELECTED: [CONTRACT_MESSAGES.catalogueUnit, 'validation'],
} as const satisfies Record<string, readonly [string, ErrorKind]>;

type CatalogueErrorCode = keyof typeof CATALOGUE;

export class CatalogueError extends DomainError {
  // `field` names the body field at fault, like a validation failure does.
  constructor(code: CatalogueErrorCode, field?: string) {
    const [message, kind] = CATALOGUE[code];
    super(code, message, kind, field ? { [field]: [message] } : undefined);
  }
}
