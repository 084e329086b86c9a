// Request helpers shared by the agreement use cases: case-insensitive query parameters and the
// spec's alternative names for the agreement and entity ids.
import { DASHBOARD_TABS, EntityId, MAX_PUSHED_ITEM_IDS } from '@samvida/machines';
import { z } from 'zod';
import { queryOf } from '../common/http/request-params.js';

export { IDEMPOTENCY_KEY, QueryAndBody, queryOf } from '../common/http/request-params.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A body whose `target` field may also arrive under the spec's other names (e.g. `AgId` or `Id`
// for `AgreementId`); the first one present fills it when it is missing.
export function aliased<S extends z.ZodType>(schema: S, aliases: Record<string, string[]>) {
  return z.preprocess((raw) => {
    if (!isRecord(raw)) return raw;
    const body = { ...raw };
    for (const [target, names] of Object.entries(aliases)) {
      const alias = names.find((name) => body[name] !== undefined && body[name] !== null);
      if (body[target] === undefined && alias) body[target] = body[alias];
    }
    return body;
  }, schema);
}

export const AgreementIdQuery = queryOf({ agreementId: EntityId });
export type AgreementIdParams = z.infer<typeof AgreementIdQuery>;

// GetAgreementItems?agreementid=[&ids=<id>,<id>...]: every item, or only the named ones (the rows
// a push said changed; at most as many as a push names).
export const AgreementItemsQuery = queryOf({
  agreementId: EntityId,
  ids: z
    .string()
    .max(MAX_PUSHED_ITEM_IDS * 37)
    .transform((list) => list.split(',').filter(Boolean))
    .pipe(z.array(EntityId).min(1).max(MAX_PUSHED_ITEM_IDS, `At most ${MAX_PUSHED_ITEM_IDS} ids at a time.`))
    .optional(),
});
export type AgreementItemsParams = z.infer<typeof AgreementItemsQuery>;

// GET or POST of a state change on the agreement: the id in the query or the body, an optional remark.
export const AgreementStatusRequest = aliased(
  z.object({ AgreementId: EntityId, RemarkText: z.string().trim().max(1000).optional() }),
  { AgreementId: ['agreementId', 'agreementid', 'Id'] },
);
export type AgreementStatusRequest = z.infer<typeof AgreementStatusRequest>;

// GetUserAgreements[?group=Draft|Proposed|Active|Expired].
export const AgreementListQuery = queryOf({ group: z.enum(DASHBOARD_TABS).optional() });
export type AgreementListParams = z.infer<typeof AgreementListQuery>;

// AgreementTermList?agreementId=[&termType=Buyer|Seller]: buyer terms, seller terms, or both.
export const TermListQuery = queryOf({
  agreementId: EntityId,
  termType: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['buyer', 'seller'], { error: 'termType must be Buyer or Seller.' }))
    .optional(),
});
export type TermListParams = z.infer<typeof TermListQuery>;
