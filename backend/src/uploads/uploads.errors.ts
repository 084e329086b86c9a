import { CONTRACT_MESSAGES } from '@samvida/machines';
import { catalogueError, type ErrorCatalogue } from '../common/errors/error-catalogue.js';

// Every refusal of the uploads feature.
const CATALOGUE = {
  FILE_MISSING: [CONTRACT_MESSAGES.attachmentFileMissing, 'validation'],
  FILE_EMPTY: ['The file is empty. Please choose another file.', 'validation'],
  FILE_TOO_LARGE: ['The file is larger than 1 MB. Please choose a smaller file.', 'too_large'],
  FILE_TYPE_NOT_ALLOWED: [
    'This type of file is not allowed. Upload a PDF, PNG, JPEG, WebP, CSV, text, Excel (.xlsx) or Word (.docx) file.',
    'validation',
  ],
  UPLOAD_NOT_READABLE: [
    'The upload could not be read. Send the file as multipart form data in the field "file".',
    'validation',
  ],
  UPLOAD_NOT_FOUND: ['File not found.', 'not_found'],
  UPLOAD_FORBIDDEN: ['You do not have access to this file.', 'forbidden'],
  UPLOAD_DELETED: ['This file was deleted when its contract’s archive period ended.', 'not_found'],
  DAILY_QUOTA_REACHED: [
    'You have uploaded 50 MB in the last 24 hours, the most allowed. Please try again later.',
    'rate_limited',
  ],
  UNKNOWN_ATTACHMENT: ['An attachment is not one of your uploads. Please upload the file again.', 'validation'],
  STORAGE_FULL: ['There is no room to store files right now. Please try again later.', 'unavailable'],
} as const satisfies ErrorCatalogue;

export class UploadsError extends catalogueError(CATALOGUE) {}
