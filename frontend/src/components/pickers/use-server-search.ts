import type { OptionsFilter, SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

interface SearchState {
  isFetching: boolean;
  data: unknown;
}

// A Select whose options the server filters: the typed search (debounced, at most 100 characters),
// whether the picker was ever opened (nothing is fetched before), and the Select props that wire it.
export function useServerSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [opened, setOpened] = useState(false);
  const selectProps = {
    searchable: true,
    clearable: true,
    value: null,
    searchValue: search,
    onSearchChange: setSearch,
    onDropdownOpen: () => setOpened(true),
    maxLength: 100,
    // The server has filtered; the options are shown as they come.
    filter: (({ options }) => options) satisfies OptionsFilter,
  } satisfies Partial<SelectProps>;
  return { query: debounced, opened, clear: () => setSearch(''), selectProps };
}

/** What the dropdown says with no option: loading, nothing matching the search, or nothing at all. */
export function nothingFound(query: string, result: SearchState, words: { noMatch: string; empty: string }): string {
  if (result.isFetching && !result.data) return 'Loading Data';
  return query ? words.noMatch : words.empty;
}
