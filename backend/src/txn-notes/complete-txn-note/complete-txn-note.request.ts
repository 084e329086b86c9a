// The validated body of CompleteTxnNote.
import { TxnNoteActionData } from '@samvida/machines';
import type { z } from 'zod';

export const CompleteTxnNoteRequest = TxnNoteActionData.omit({ AgreementId: true });
export type CompleteTxnNoteRequest = z.infer<typeof CompleteTxnNoteRequest>;
