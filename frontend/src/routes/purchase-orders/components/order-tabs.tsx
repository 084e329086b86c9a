import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

// The editor's tabs, in the spec's order.
export const ORDER_TABS = [
  'Items',
  'Taxes',
  'Terms and Conditions',
  'Payments',
  'Agreement Attachments',
  'Agreement Remarks',
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

// Mantine builds the tab's and panel's ids from the value, and aria-labelledby reads a space as
// a separator: a value with spaces left the panels without an accessible name.
const tabValue = (tab: OrderTab) => tab.toLowerCase().replace(/\s+/g, '-');

// The tab strip of /New and /Details; `panel` gives each tab its content.
export function OrderTabs({ panel }: { panel: (tab: OrderTab) => ReactNode }) {
  return (
    <Tabs defaultValue={tabValue(ORDER_TABS[0])}>
      <Tabs.List>
        {ORDER_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tabValue(tab)}>
            {tab}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {ORDER_TABS.map((tab) => (
        <Tabs.Panel key={tab} value={tabValue(tab)} pt="md">
          {panel(tab)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
