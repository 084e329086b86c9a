// The validated body of AcceptTxnNote.
import { TxnNoteActionData } from '@samvida/machines';
import type { z } from 'zod';

export const AcceptTxnNoteRequest = TxnNoteActionData.omit({ AgreementId: true });
export type AcceptTxnNoteRequest = z.infer<typeof AcceptTxnNoteRequest>;
