import { ARCHIVE_MESSAGES } from '@samvida/machines';
import { catalogueError } from '../errors/error-catalogue.js';

// Refusals of a PDF download; 'unavailable' answers 503 with Retry-After (docs/api.md "PDFs").
export class PdfError extends catalogueError({
  PDF_BUSY: ['Another PDF of yours is being prepared. Please try again in a moment.', 'unavailable'],
  PDF_QUEUE_FULL: ['The server is busy preparing PDFs. Please try again in a moment.', 'unavailable'],
  FILES_DELETED: [ARCHIVE_MESSAGES.filesDeleted, 'not_found'],
}) {}
