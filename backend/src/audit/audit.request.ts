import { EntityId } from '@samvida/machines';
import { z } from 'zod';

// Query names are matched case-insensitively (the spec writes `agId`, `agreementid`, `agreementId`).
const lowerKeys = (raw: unknown) =>
  typeof raw === 'object' && raw !== null
    ? Object.fromEntries(Object.entries(raw).map(([key, value]) => [key.toLowerCase(), value]))
    : raw;

const Size = z.coerce.number().int().min(1);

const AgreementKeys = z.object({ agid: EntityId.optional(), agreementid: EntityId.optional() });

function agreementIdOf(q: z.output<typeof AgreementKeys>, ctx: z.RefinementCtx): string {
  const agreementId = q.agid ?? q.agreementid;
  if (!agreementId) {
    ctx.addIssue({ code: 'custom', message: 'agId is required.', path: ['agId'] });
    return z.NEVER;
  }
  return agreementId;
}

// `?agId=` (also `agreementId`), as the spec's report call names it.
export const AuditAgreementQuery = z
  .preprocess(lowerKeys, AgreementKeys)
  .transform((q, ctx) => ({ agreementId: agreementIdOf(q, ctx) }));
export type AuditAgreementParams = z.output<typeof AuditAgreementQuery>;

// The export's `?agId=`, and `since`: the size of a head the user kept, for a consistency proof from it.
export const ExportQuery = z
  .preprocess(lowerKeys, AgreementKeys.extend({ since: Size.optional() }))
  .transform((q, ctx) => ({ agreementId: agreementIdOf(q, ctx), since: q.since }));
export type ExportParams = z.output<typeof ExportQuery>;

export const StateAtQuery = z
  .preprocess(lowerKeys, z.object({ agid: EntityId, version: Size }))
  .transform(({ agid, version }) => ({ agreementId: agid, version }));
export type StateAtParams = z.output<typeof StateAtQuery>;

export const TreeHeadQuery = z.object({ size: Size.optional() });
export type TreeHeadParams = z.output<typeof TreeHeadQuery>;

export const InclusionQuery = z.object({ eventHash: z.string().regex(/^[0-9a-f]{64}$/), treeSize: Size });
export type InclusionParams = z.output<typeof InclusionQuery>;

export const ConsistencyQuery = z.object({ first: Size, second: Size });
export type ConsistencyParams = z.output<typeof ConsistencyQuery>;
