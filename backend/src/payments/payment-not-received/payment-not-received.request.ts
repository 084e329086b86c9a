// The validated body of PaymentNotReceived.
import { PaymentActionData } from '@samvida/machines';
import type { z } from 'zod';

export const PaymentNotReceivedRequest = PaymentActionData.omit({ AgreementId: true });
export type PaymentNotReceivedRequest = z.infer<typeof PaymentNotReceivedRequest>;
