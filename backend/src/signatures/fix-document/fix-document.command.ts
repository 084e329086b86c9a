import { Command } from '@nestjs/cqrs';
import type { DocumentInfo } from '../signatures.views.js';

/** Fix the agreed state of an agreement as its contract document (SHA-256 recorded in an event). */
export class FixDocumentCommand extends Command<DocumentInfo> {
  constructor(
    readonly agreementId: string,
    readonly userId: string,
    readonly commandId?: string,
  ) {
    super();
  }
}
