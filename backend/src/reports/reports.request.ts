import { EntityId } from '@samvida/machines';
import { z } from 'zod';

// Query names are matched case-insensitively (the spec writes `agId`).
const lowerKeys = (raw: unknown) =>
  typeof raw === 'object' && raw !== null
    ? Object.fromEntries(Object.entries(raw).map(([key, value]) => [key.toLowerCase(), value]))
    : raw;

// `?agId=` of GET api/business/ContractDayReport.
export const DayReportQuery = z
  .preprocess(lowerKeys, z.object({ agid: EntityId }))
  .transform(({ agid }) => ({ agreementId: agid }));
export type DayReportParams = z.output<typeof DayReportQuery>;
