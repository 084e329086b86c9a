import { Anchor, Button, Group, Select, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { draftCalls, useAgreementCall } from '../api/agreement-commands';
import { useUserTermGroups } from '../api/user-term-groups';
import { TermForm } from './term-form';

interface TermTabsProps {
  agreementId: string;
  // Whose terms these become: the seller draft adds seller terms (term type 1).
  termType: 'Seller' | 'Buyer';
}

// 'Bulk Terms Upload' (a saved term group at once) and 'Add Single Term'.
export function TermTabs({ agreementId, termType }: TermTabsProps) {
  return (
    <Tabs defaultValue="bulk" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="bulk">Bulk Terms Upload</Tabs.Tab>
        <Tabs.Tab value="single">Add Single Term</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="bulk" pt="md">
        <BulkTerms agreementId={agreementId} termType={termType} />
      </Tabs.Panel>
      <Tabs.Panel value="single" pt="md">
        <SingleTerm agreementId={agreementId} termType={termType} />
      </Tabs.Panel>
    </Tabs>
  );
}

function BulkTerms({ agreementId, termType }: TermTabsProps) {
  const groups = useUserTermGroups(termType);
  const [groupId, setGroupId] = useState<string | null>(null);
  const call = useAgreementCall(agreementId);
  if (groups.isError)
    return (
      <Text c="red.8" role="alert">
        Not able to load your term groups.
      </Text>
    );
  if (groups.data?.length === 0)
    return (
      <Text size="sm" c="dimmed">
        You have no saved {termType.toLowerCase()} term groups yet.{' '}
        <Anchor component={Link} to="/userTerms">
          Create one under User Terms
        </Anchor>
        .
      </Text>
    );
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={`Saved ${termType.toLowerCase()} term group`}
        placeholder={groups.isPending ? 'Loading Data' : 'Choose a term group'}
        data={(groups.data ?? []).map((group) => ({ value: group.id, label: group.typeValue }))}
        value={groupId}
        onChange={setGroupId}
        style={{ flex: '1 1 240px' }}
      />
      <Button
        disabled={!groupId}
        loading={call.isPending}
        onClick={() =>
          groupId &&
          call.mutate(draftCalls.addUserTerms(agreementId, groupId, termType), { onSuccess: () => setGroupId(null) })
        }
      >
        Add terms
      </Button>
    </Group>
  );
}

function SingleTerm({ agreementId, termType }: TermTabsProps) {
  const call = useAgreementCall(agreementId);
  return (
    <TermForm
      submitLabel="Add term"
      busy={call.isPending}
      onSubmit={(term) =>
        call.mutateAsync(draftCalls.addTerm(agreementId, { ...term, TermTypeId: termType === 'Seller' ? 1 : 2 })).then(
          () => true,
          () => false,
        )
      }
    />
  );
}
