import { useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { AnyData, apiGet, apiRequest } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

// GET api/Auth/GetUserDetails?uid=: prefills the profile form.
const UserDetails = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.nullish(z.string()),
  email: z.nullish(z.string()),
  address: z.nullish(z.string()),
  bankName: z.nullish(z.string()),
  bankAccountNumber: z.nullish(z.string()),
  bankIfsc: z.nullish(z.string()),
  upiId: z.nullish(z.string()),
});

export function useUserDetails(userId: string) {
  return useQuery({
    queryKey: queryKeys.userDetails(userId),
    queryFn: () => apiGet('Auth/GetUserDetails', UserDetails, { uid: userId }),
  });
}

// The profile payload of spec §3 (api/Auth/UserEmpCompanyUpdate), without the password set at registration.
export interface ProfilePayload {
  Id: string;
  Name: string;
  PhoneNumber: string;
  Email: string;
  // Blank keeps the stored address; with a GSTIN it needs a PIN code in the GSTIN's state.
  Address?: string;
  Status: 'New';
  UserTermAccepted: boolean;
  // Where buyers pay: printed on the user's tax invoices; blank clears, account and IFSC together.
  BankName?: string;
  BankAccountNumber?: string;
  BankIfsc?: string;
  UpiId?: string;
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (payload: ProfilePayload) => apiRequest('Auth/UserEmpCompanyUpdate', AnyData, { body: payload }),
  });
}
