import { ContactMessageForm } from '@samvida/machines';
import { useMutation } from '@tanstack/react-query';
import { AnyData, apiRequest } from '@/api/client';

export { ContactMessageForm };

// POST api/General/ContactUs {Name, Email, Message}: answers with the server's message.
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (form: ContactMessageForm) => {
      const { message } = await apiRequest('General/ContactUs', AnyData, { body: ContactMessageForm.parse(form) });
      return message ?? 'Your message was sent.';
    },
  });
}
