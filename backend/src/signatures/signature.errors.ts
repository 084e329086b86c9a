import { catalogueError, type ErrorCatalogue } from '../common/errors/error-catalogue.js';

// Every refusal of the signatures feature besides the machines' own (docs/api.md "Signatures").
const CATALOGUE = {
  DOCUMENT_NOT_FOUND: ['This contract document does not exist yet.', 'not_found'],
  DOCUMENT_MISMATCH: ['The contract document could not be reproduced exactly. Please contact support.', 'conflict'],
  INVALID_CODE: ['Invalid OTP.', 'unauthorized'],
  CODE_REQUIRED: ['Enter the six-digit code we sent you to sign.', 'validation'],
  ESIGN_UNAVAILABLE: ['Aadhaar eSign is not available. Please sign with a one-time code.', 'not_found'],
  ESIGN_NOT_FOUND: ['This eSign request was not found or has expired. Please start again.', 'not_found'],
  ESIGN_NOT_SIGNED: ['The eSign provider did not sign this document. Please try again.', 'conflict'],
  NO_CONTACT: ['Add a mobile number or e-mail to your profile to receive a signing code.', 'validation'],
} as const satisfies ErrorCatalogue;

export class SignatureError extends catalogueError(CATALOGUE) {}
