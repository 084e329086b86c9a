// The validated body of AcceptTxnNoteItem.
import { TxnNoteActionData } from '@samvida/machines';
import type { z } from 'zod';

export const AcceptTxnNoteItemRequest = TxnNoteActionData.omit({ AgreementId: true });
export type AcceptTxnNoteItemRequest = z.infer<typeof AcceptTxnNoteItemRequest>;
