// Request helpers shared by the agreement use cases: case-insensitive query parameters and the
// spec's alternative names for the agreement and entity ids.
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DASHBOARD_TABS, EntityId } from '@samvida/machines';
import type { Request } from 'express';
import { z } from 'zod';

/** The header whose value becomes the command id: a repeated request appends nothing. */
export const IDEMPOTENCY_KEY = 'idempotency-key';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Query parameters matched case-insensitively (the spec writes both `agreementid` and `agreementId`). */
export function queryOf<S extends z.ZodRawShape>(shape: S) {
  const names = Object.keys(shape);
  return z.preprocess(
    (raw) =>
      isRecord(raw)
        ? Object.fromEntries(
            Object.entries(raw).map(([key, value]) => [
              names.find((n) => n.toLowerCase() === key.toLowerCase()) ?? key,
              value,
            ]),
          )
        : raw,
    z.object(shape),
  );
}

/**
 * A body whose `target` field may also arrive under the spec's other names (e.g. `AgId` or `Id`
 * for `AgreementId`); the first one present fills it when it is missing.
 */
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

/** GET or POST of a state change on the agreement: the id in the query or the body, an optional remark. */
export const AgreementStatusRequest = aliased(
  z.object({ AgreementId: EntityId, RemarkText: z.string().trim().max(1000).optional() }),
  { AgreementId: ['agreementId', 'agreementid', 'Id'] },
);
export type AgreementStatusRequest = z.infer<typeof AgreementStatusRequest>;

/** The query string and the JSON body as one object (for calls the spec sends as GET or POST). */
export const QueryAndBody = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Record<string, unknown> => {
    const request = context.switchToHttp().getRequest<Request>();
    return { ...(request.query as Record<string, unknown>), ...(isRecord(request.body) ? request.body : {}) };
  },
);

/** GetUserAgreements[?group=Draft|Proposed|Active|Expired]. */
export const AgreementListQuery = queryOf({ group: z.enum(DASHBOARD_TABS).optional() });
export type AgreementListParams = z.infer<typeof AgreementListQuery>;

/** AgreementTermList?agreementId=[&termType=Buyer|Seller]: buyer terms, seller terms, or both. */
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
