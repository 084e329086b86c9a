import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

// POST api/Business/SendContract: a contract with its items and terms, all or nothing (docs/api.md).
// Used by the builder and by the fixed-layout template forms.

// One line item (an AddAgreementItem body without the ids); Rate and days are the sender's offer.
export interface ContractItemBody {
  ItemCode: string;
  ItemTitle: string;
  ItemDescription: string;
  Qty: string;
  Tax: string;
  CurrencyId: string | number;
  UnitId: string | number;
  Rate: string;
  ItemDeliveredInDays: number;
}

export interface ContractTermBody {
  TermTitle: string;
  TermTxt: string;
  // Upload ids or urls.
  Attachments: string[];
}

export interface SendContractBody {
  // A builder role of the template's pair (tenant, landlord, ...), or buyer/seller.
  CreatorType: string;
  OtherPartyContactInfo: string;
  // The gallery template's name.
  ContractType: string;
  LDDays: number;
  LDPercent: string;
  Advance: string;
  NumberOfDays: number;
  StartDate: string | null;
  Deposit: string;
  CurrencyId: string | number;
  Items: ContractItemBody[];
  Terms: ContractTermBody[];
  PaymentTerms: ContractTermBody[];
  // false keeps a draft (the builder's 'Save porposal').
  Publish: boolean;
}

const Sent = z.object({ id: z.string(), status: z.optional(z.string()) });

export function useSendContract() {
  const queryClient = useQueryClient();
  return useMutation({
    // Contracts from the builder and the templates need both signatures before AA by default;
    // the creator can turn that off on the saved draft's signature panel.
    mutationFn: (body: SendContractBody) =>
      apiRequest('Business/SendContract', Sent, { body: { RequireSignatures: true, ...body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  });
}
