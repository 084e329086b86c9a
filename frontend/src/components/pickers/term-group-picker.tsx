import { Select } from '@mantine/core';
import { pickedGroupFigures } from '@samvida/machines';
import { useState } from 'react';
import { errorMessage } from '@/api/client';
import {
  fetchGroupTerms,
  type GroupTerm,
  type PartyType,
  type TermGroupOption,
  useTermGroupOptions,
} from '@/api/pickers';
import { notify } from '@/components/ui/notify';
import { nothingFound, useServerSearch } from './use-server-search';

// A picked group: its figures (LD, advance) and its terms, for the editor to apply.
export interface PickedTermGroup {
  group: TermGroupOption;
  terms: GroupTerm[];
}

interface TermGroupPickerProps {
  onPick: (picked: PickedTermGroup) => void;
  // Only selling (Seller) or buying (Buyer) groups; both when absent.
  typeName?: PartyType;
  label?: string;
}

// A group's name with the figures picking it applies (LD, advance).
export function termGroupLabel(group: TermGroupOption) {
  const { ld, advance } = pickedGroupFigures(group);
  return [
    group.typeValue,
    ld && `LD ${ld.percent}% after ${ld.days} days`,
    advance !== undefined && `${advance}% advance`,
  ]
    .filter(Boolean)
    .join(' · ');
}

// The user's saved term groups searched by name; picking one loads its terms and hands them with the
// group's figures to the editor.
export function TermGroupPicker({ onPick, typeName, label = 'Add a saved term group' }: TermGroupPickerProps) {
  const { query, opened, clear, selectProps } = useServerSearch();
  const [loading, setLoading] = useState(false);
  const options = useTermGroupOptions(query, typeName, opened);
  const groups = options.data ?? [];
  const pick = async (group: TermGroupOption) => {
    setLoading(true);
    try {
      const terms = await fetchGroupTerms(group.id);
      if (terms.length === 0) notify(`The group '${group.typeValue}' has no terms yet.`, 'Error');
      else onPick({ group, terms });
      clear();
    } catch (error) {
      notify(errorMessage(error), 'Error');
    } finally {
      setLoading(false);
    }
  };
  return (
    <Select
      label={label}
      placeholder="Search your term groups by name"
      {...selectProps}
      disabled={loading}
      data={groups.map((group) => ({ value: group.id, label: termGroupLabel(group) }))}
      nothingFoundMessage={nothingFound(query, options, {
        noMatch: 'No term group matches',
        empty: 'You have no term groups yet',
      })}
      error={options.isError ? 'Could not load your term groups' : undefined}
      onChange={(id) => {
        const group = groups.find((candidate) => candidate.id === id);
        if (group) void pick(group);
      }}
    />
  );
}
