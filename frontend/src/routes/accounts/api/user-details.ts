import { useMutation } from '@tanstack/react-query';
import { AnyData, apiRequest } from '@/api/client';

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
