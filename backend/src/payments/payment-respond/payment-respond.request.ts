// The validated body of PaymentRespond.
import { PaymentActionData } from '@samvida/machines';
import type { z } from 'zod';

export const PaymentRespondRequest = PaymentActionData.omit({ AgreementId: true });
export type PaymentRespondRequest = z.infer<typeof PaymentRespondRequest>;
