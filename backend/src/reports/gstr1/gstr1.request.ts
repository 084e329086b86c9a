import { Gstr1Period } from '@samvida/machines';
import { z } from 'zod';

// `?period=MMYYYY[&format=json|csv]` of GET api/Reports/Gstr1.
export const Gstr1Request = z.object({
  period: Gstr1Period,
  format: z.enum(['json', 'csv'], { error: 'Choose the format json or csv.' }).default('json'),
});
export type Gstr1Params = z.output<typeof Gstr1Request>;
