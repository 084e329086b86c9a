// The validated body of NegotiateTxnNoteItem.
import { TxnNoteItemOfferData } from '@samvida/machines';
import type { z } from 'zod';

export const NegotiateTxnNoteItemRequest = TxnNoteItemOfferData.omit({ AgreementId: true });
export type NegotiateTxnNoteItemRequest = z.infer<typeof NegotiateTxnNoteItemRequest>;
