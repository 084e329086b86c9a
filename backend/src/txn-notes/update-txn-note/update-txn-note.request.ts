// The validated body of UpdateTxnNote.
import { TxnNoteWordingData } from '@samvida/machines';
import type { z } from 'zod';

export const UpdateTxnNoteRequest = TxnNoteWordingData.omit({ AgreementId: true });
export type UpdateTxnNoteRequest = z.infer<typeof UpdateTxnNoteRequest>;
