// The validated body of MakePayment.
import { MakePaymentData } from '@samvida/machines';
import type { z } from 'zod';

export const MakePaymentRequest = MakePaymentData.omit({ AgreementId: true });
export type MakePaymentRequest = z.infer<typeof MakePaymentRequest>;
