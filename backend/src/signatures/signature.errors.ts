import { catalogueError, type ErrorCatalogue } from '../common/errors/error-catalogue.js';

/** Every refusal of the signatures feature besides the machines' own (docs/api.md "Signatures"). */
const CATALOGUE = {
  DOCUMENT_NOT_FOUND: ['This contract document does not exist yet.', 'not_found'],
  DOCUMENT_NOT_READY: [
    'The contract document can be prepared once every item and term is agreed by both parties.',
    'conflict',
  ],
  DOCUMENT_MISMATCH: ['The contract document could not be reproduced exactly. Please contact support.', 'conflict'],
  DOCUMENT_CHANGED: [
    'The contract document changed since you opened it. Download the current document and request a new code.',
    'conflict',
  ],
  ONLY_PARTIES_SIGN: ['Only the buyer and the seller can sign this contract.', 'forbidden'],
  INVALID_CODE: ['Invalid OTP.', 'unauthorized'],
  ESIGN_NOT_FOUND: ['This eSign request was not found or has expired. Please start again.', 'not_found'],
  ESIGN_NOT_SIGNED: ['The eSign provider did not sign this document. Please try again.', 'conflict'],
  ALREADY_SIGNED: ['You have already signed this contract document.', 'conflict'],
  NO_CONTACT: ['Add a mobile number or e-mail to your profile to receive a signing code.', 'validation'],
  CODE_FOR_OTHER_DOCUMENT: [
    'This code was sent for another version of the contract document. Request a new code for the current document.',
    'conflict',
  ],
} as const satisfies ErrorCatalogue;

export class SignatureError extends catalogueError(CATALOGUE) {}
