import { Anchor, Button, Group, Select, Tabs, Text } from '@mantine/core';
import { pickedGroupFigures } from '@samvida/machines';
import { useState } from 'react';
import { Link } from 'react-router';
import { draftCalls, useAgreementCall } from '../api/agreement-commands';
import type { ApiCall } from '@/api/notified-call';
import { type TermGroupOption, useTermGroupOptions } from '@/api/pickers';
import { termGroupLabel } from '@/components/pickers/term-group-picker';
import type { AgreementDetail } from '../api/agreement-detail';
import { TermForm } from './term-form';

interface TermTabsProps {
  agreementId: string;
  // Whose terms these become: the seller draft adds seller terms (term type 1).
  termType: 'Seller' | 'Buyer';
  // The draft's general terms when the user may change them: a group's LD and advance figures are
  // applied to them.
  generalTerms?: Pick<AgreementDetail, 'advance' | 'contractDuration' | 'ldPercent' | 'ldDays'>;
}

// AddUserTermToAgreement, then the group's LD figures and advance as the draft's (those it has, when
// the user may change the general terms); one call after the other, as one action.
function groupCalls(agreementId: string, group: TermGroupOption, { termType, generalTerms }: TermTabsProps): ApiCall[] {
  const add = draftCalls.addUserTerms(agreementId, group.id, termType);
  const { ld, advance } = pickedGroupFigures(group);
  if (!generalTerms || (!ld && advance === undefined)) return [add];
  const figures = draftCalls.updateGeneralTerms({
    AgreementId: agreementId,
    LDPercent: ld?.percent ?? generalTerms.ldPercent,
    LDDays: ld?.days ?? generalTerms.ldDays,
    Advance: advance ?? generalTerms.advance,
    AgreementDuration: generalTerms.contractDuration,
  });
  return [add, figures];
}

// 'Bulk Terms Upload' (a saved term group at once) and 'Add Single Term'.
export function TermTabs(props: TermTabsProps) {
  const { agreementId, termType } = props;
  return (
    <Tabs defaultValue="bulk" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="bulk">Bulk Terms Upload</Tabs.Tab>
        <Tabs.Tab value="single">Add Single Term</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="bulk" pt="md">
        <BulkTerms {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="single" pt="md">
        <SingleTerm agreementId={agreementId} termType={termType} />
      </Tabs.Panel>
    </Tabs>
  );
}

function BulkTerms(props: TermTabsProps) {
  const { agreementId, termType } = props;
  const groups = useTermGroupOptions('', termType, true);
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
        data={(groups.data ?? []).map((group) => ({ value: group.id, label: termGroupLabel(group) }))}
        value={groupId}
        onChange={setGroupId}
        style={{ flex: '1 1 240px' }}
      />
      <Button
        disabled={!groupId}
        loading={call.isPending}
        onClick={() => {
          const group = groups.data?.find((candidate) => candidate.id === groupId);
          if (group) call.mutate(groupCalls(agreementId, group, props), { onSuccess: () => setGroupId(null) });
        }}
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
