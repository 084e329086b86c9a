// The validated body of PublishTxnNote.
import { EntityId } from '@samvida/machines';
import type { z } from 'zod';
import { queryOf } from '../../common/http/request-params.js';

export const PublishTxnNoteRequest = queryOf({ txnNoteId: EntityId }).transform(({ txnNoteId }) => ({
  TxnNoteId: txnNoteId,
}));
export type PublishTxnNoteRequest = z.infer<typeof PublishTxnNoteRequest>;
