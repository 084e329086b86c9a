// The validated body of PaymentReceived.
import { PaymentActionData } from '@samvida/machines';
import type { z } from 'zod';

export const PaymentReceivedRequest = PaymentActionData.omit({ AgreementId: true });
export type PaymentReceivedRequest = z.infer<typeof PaymentReceivedRequest>;
