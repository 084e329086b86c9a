import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { ContactIdReply } from './session-response';

// POST api/Auth/ChangePassword {UsrId, Password, ConfirmPassword, ResetToken}: a verified reset code's grant authorises it.
async function changePassword(input: {
  usrId: string;
  resetToken: string;
  password: string;
  confirmPassword: string;
}): Promise<string> {
  const { data } = await apiRequest('Auth/ChangePassword', ContactIdReply, {
    body: {
      UsrId: input.usrId,
      Password: input.password,
      ConfirmPassword: input.confirmPassword,
      ResetToken: input.resetToken,
    },
  });
  return data.contactId;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
