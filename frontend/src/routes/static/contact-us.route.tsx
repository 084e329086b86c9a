import { Button, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { errorMessage } from '@/api/client';
import { useShowMessage } from '@/components/ui/message-modal';
import { getSession } from '@/lib/session';
import { ContactMessageForm, useSendContactMessage } from './api/contact-us';

// /ContactUs: a message to the Samvida team.
export function ContactUsRoute() {
  const session = getSession();
  const form = useForm<ContactMessageForm>({
    initialValues: { Name: session.displayName ?? '', Email: session.email ?? '', Message: '' },
    validate: schemaResolver(ContactMessageForm, { sync: true }),
  });
  const send = useSendContactMessage();
  const showMessage = useShowMessage();

  const submit = form.onSubmit((values) =>
    send.mutate(values, {
      onSuccess: (reply) => {
        showMessage('Success', reply);
        form.setFieldValue('Message', '');
      },
      onError: (error) => showMessage('Error', errorMessage(error)),
    }),
  );

  return (
    <Stack gap="md" maw={640}>
      <title>Contact us · Samvida</title>
      <Title order={1}>Contact us</Title>
      <Text c="dimmed">
        Questions about plans, contracts or your account? Send us a message and we will reply by e-mail.
      </Text>
      <Paper p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput label="Name" autoComplete="name" {...form.getInputProps('Name')} />
            <TextInput label="E-mail address" type="email" autoComplete="email" {...form.getInputProps('Email')} />
            <Textarea label="Message" autosize minRows={5} {...form.getInputProps('Message')} />
            <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
              Send message
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
