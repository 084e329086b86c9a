import { Injectable } from '@nestjs/common';
import type { TxnNoteView } from '@samvida/machines';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain.error.js';
import { EntityLocator } from '../../streams/entity-locator.service.js';

// GetTxnNote?txnNoteId: the note with its lines, for either party.
@Injectable()
export class GetTxnNoteQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly locator: EntityLocator,
  ) {}

  async of(noteId: string, userId: string): Promise<TxnNoteView> {
    await this.locator.assertPartyOf('note', noteId, userId);
    const [row] = (await this.dataSource.query('select view from txn_notes where note_id = $1', [noteId])) as {
      view: TxnNoteView;
    }[];
    if (!row) throw new DomainError('TXN_NOTE_NOT_FOUND', 'Not able to load transaction note', 'not_found');
    return row.view;
  }
}
