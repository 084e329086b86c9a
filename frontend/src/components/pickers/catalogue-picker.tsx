import { Anchor, Select, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type CatalogueOption, type PartyType, useCatalogueOptions } from '@/api/pickers';
import { formatMoney } from '@/lib/currency';
import { nothingFound, useServerSearch } from './use-server-search';

interface CataloguePickerProps {
  // Gets the chosen item; the editor fills or adds its line (title, HSN/SAC, unit, rate, tax).
  onPick: (item: CatalogueOption) => void;
  // Only items to sell (Seller) or to buy (Buyer); both when absent.
  itemType?: PartyType;
  label?: string;
}

const optionLabel = (item: CatalogueOption) =>
  [item.typeValue, item.itemHsnCsnUin && `HSN/SAC ${item.itemHsnCsnUin}`, formatMoney(item.itemRate, item.currency)]
    .filter(Boolean)
    .join(' · ');

// The user's catalogue searched by name or HSN/SAC code on the server (at most 20 matches shown).
// Picking an item hands it to the editor and clears the search for the next one.
export function CataloguePicker({ onPick, itemType, label = 'Add from catalogue' }: CataloguePickerProps) {
  const { query, opened, clear, selectProps } = useServerSearch();
  const options = useCatalogueOptions(query, itemType, opened);
  const items = options.data ?? [];
  return (
    <Select
      label={label}
      placeholder="Search by name or HSN/SAC code"
      {...selectProps}
      data={items.map((item) => ({ value: item.id, label: optionLabel(item) }))}
      nothingFoundMessage={nothingFound(query, options, {
        noMatch: 'No catalogue item matches',
        empty: 'Your catalogue is empty',
      })}
      error={options.isError ? 'Could not load your catalogue' : undefined}
      description={
        <Text span size="xs">
          Items you keep in your{' '}
          <Anchor component={Link} to="/userItems" size="xs">
            catalogue
          </Anchor>
        </Text>
      }
      onChange={(id) => {
        const item = items.find((candidate) => candidate.id === id);
        if (!item) return;
        onPick(item);
        clear();
      }}
    />
  );
}
