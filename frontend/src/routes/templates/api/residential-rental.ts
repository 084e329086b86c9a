import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

// POST api/Business/ResidentialRentalContract: drafts a Rental Agreement; data is the agreement detail.
export interface ResidentialRentalBody {
  CreatorType: string;
  OtherPartyContactInfo: string;
  Rent: string;
  Maintainance: string;
  StartDate: string;
  EndDate: string;
  MonthCountRentAdvance: number;
  CurrencyId: string;
}

const Drafted = z.object({ id: z.string() });

export function useResidentialRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResidentialRentalBody) => apiRequest('Business/ResidentialRentalContract', Drafted, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  });
}
