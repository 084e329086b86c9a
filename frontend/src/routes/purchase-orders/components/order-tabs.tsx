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

// The tab strip of /New and /Details; `panel` gives each tab its content.
export function OrderTabs({ panel }: { panel: (tab: OrderTab) => ReactNode }) {
  return (
    <Tabs defaultValue={ORDER_TABS[0]}>
      <Tabs.List>
        {ORDER_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {tab}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {ORDER_TABS.map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="md">
          {panel(tab)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
