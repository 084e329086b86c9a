// The validated body of UpdateTxnNoteItem.
import { TxnNoteItemOfferData } from '@samvida/machines';
import type { z } from 'zod';

export const UpdateTxnNoteItemRequest = TxnNoteItemOfferData.omit({ AgreementId: true });
export type UpdateTxnNoteItemRequest = z.infer<typeof UpdateTxnNoteItemRequest>;
