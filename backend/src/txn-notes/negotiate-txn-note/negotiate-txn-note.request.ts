// The validated body of NegotiateTxnNote.
import { TxnNoteWordingData } from '@samvida/machines';
import type { z } from 'zod';

export const NegotiateTxnNoteRequest = TxnNoteWordingData.omit({ AgreementId: true });
export type NegotiateTxnNoteRequest = z.infer<typeof NegotiateTxnNoteRequest>;
