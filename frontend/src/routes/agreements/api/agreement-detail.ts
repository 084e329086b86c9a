import { AGREEMENT_STATUSES, type AgreementState } from '@samvida/machines';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { Remark } from './remarks';

const text = z.nullish(z.string());

// A party's details; null while the counterparty has no account yet.
const Party = z.nullable(
  z.object({
    usrId: z.string(),
    usrName: text,
    phoneNumber: text,
    email: text,
    usrAddress: text,
    usrGstin: text,
    usrPan: text,
    isMsme: z.optional(z.boolean()),
  }),
);
export type Party = z.output<typeof Party>;

// Whose negotiation move it is (the machines' offer of Negotiate, Accept or Start).
export const Turn = z.nullable(z.enum(['buyer', 'seller', 'both']));
export type Turn = z.output<typeof Turn>;

// GET api/Business/GetUserAgreementDetail?agreementId=: the spec's Agreement entity.
const AgreementDetail = z.object({
  id: z.string(),
  agreementUID: z.string(),
  contractType: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  statusLabel: z.string(),
  proposalId: z.nullable(z.string()),
  createdOn: z.string(),
  buyer: Party,
  seller: Party,
  counterpartyContact: z.nullable(z.string()),
  userRole: z.enum(['buyer', 'seller', 'auditor']),
  currency: z.string(),
  totalValue: z.string(),
  turn: Turn,
  version: z.number(),
  contractDuration: z.number(),
  ldPercent: z.string(),
  ldDays: z.number(),
  advance: z.string(),
  deposite: z.string(),
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  communication: z.array(Remark),
  // A purchase order's files, carried to its contract (none for other contracts).
  orderAttachments: z.array(z.object({ id: z.string(), title: z.string(), link: z.string() })),
  // The folded decider state; the screen diffs it to say what the other party changed.
  state: z.custom<AgreementState>((value) => (value as AgreementState | null)?.kind === 'agreement'),
});
export type AgreementDetail = z.output<typeof AgreementDetail>;

export function useAgreementDetail(agreementId: string) {
  return useQuery({
    queryKey: queryKeys.agreementDetail(agreementId),
    queryFn: () => apiGet('Business/GetUserAgreementDetail', AgreementDetail, { agreementId }),
    enabled: agreementId !== '',
  });
}
