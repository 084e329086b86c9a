import { Badge, Button, Group, List, Radio, Stack, Text, TextInput } from '@mantine/core';
import { CONTRACT_MESSAGES, CounterpartyContact } from '@samvida/machines';
import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { useShowMessage } from '@/components/ui/message-modal';
import { FormSection } from '@/components/ui/form-section';
import { otherRoleOf, roleLabel, rolePairOf } from '@/lib/builder-roles';
import { contactForApi } from '@/lib/contact';
import { type Contact, useContactLookup } from '../api/contact-lookup';
import type { BuilderDraftState } from '../hooks/use-builder-draft';
import { counterpartyDetailsText } from '../lib/builder-draft';

interface RoleCounterpartySectionProps {
  state: BuilderDraftState;
  signedIn: boolean;
}

// The user's role of the template's pair, and the counterparty's contact with Verify.
export function RoleCounterpartySection({ state, signedIn }: RoleCounterpartySectionProps) {
  const { draft, set } = state;
  const [own, other] = rolePairOf(draft.templateName);
  const lookup = useContactLookup();
  const showMessage = useShowMessage();
  const [verified, setVerified] = useState<Contact | null>(null);

  const verify = () => {
    if (!CounterpartyContact.safeParse(draft.counterpartyContact).success) {
      showMessage('Error', CONTRACT_MESSAGES.counterpartyMissing);
      return;
    }
    lookup.mutate(contactForApi(draft.counterpartyContact), {
      onSuccess: (contact) => {
        setVerified(contact);
        set('counterpartyDetails', counterpartyDetailsText(contact));
      },
      onError: (error) => showMessage('Error', errorMessage(error)),
    });
  };

  return (
    <FormSection title="Role and counterparty">
      <Stack gap="md">
        <Radio.Group
          label="Your role in this agreement"
          description={`The counterparty signs as the ${roleLabel(otherRoleOf(draft.templateName, draft.userRole)).toLowerCase()}.`}
          value={draft.userRole}
          onChange={(role) => set('userRole', role)}
        >
          <Group mt="xs">
            <Radio value={own} label={roleLabel(own)} />
            <Radio value={other} label={roleLabel(other)} />
          </Group>
        </Radio.Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Counterparty phone or e-mail"
            description="A +91 mobile number or an e-mail address"
            placeholder="98XXXXXXXX or name@example.in"
            required
            style={{ flex: '1 1 16rem' }}
            value={draft.counterpartyContact}
            onChange={(event) => {
              set('counterpartyContact', event.currentTarget.value);
              setVerified(null);
            }}
          />
          <Button variant="light" onClick={verify} loading={lookup.isPending} disabled={!signedIn}>
            Verify
          </Button>
        </Group>
        {!signedIn && (
          <Text size="sm" c="dimmed">
            Sign in to verify the counterparty. You can still build the contract now.
          </Text>
        )}
        {verified && (
          <div role="status">
            <Badge color="green" variant="light" mb="xs">
              Verified
            </Badge>
            <List size="sm" spacing={2}>
              <List.Item>Name: {verified.usrName || '—'}</List.Item>
              <List.Item>E-mail: {verified.email || '—'}</List.Item>
              <List.Item>Phone: {verified.phoneNumber || '—'}</List.Item>
              <List.Item>GSTIN: {verified.usrGstin || '—'}</List.Item>
              <List.Item>Address: {verified.usrAddress || '—'}</List.Item>
            </List>
          </div>
        )}
      </Stack>
    </FormSection>
  );
}
