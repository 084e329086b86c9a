import { Button, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { downloadDocument } from '@/api/execution';
import { notify } from '@/components/ui/notify';
import { SectionCard } from './section-card';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
// GST began in July 2017; returns are filed for months already ended.
const FIRST_YEAR = 2017;

// The month just ended, as "MM" and "YYYY" (the return a seller files next).
function lastMonth(today = new Date()): { month: string; year: string } {
  const date = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return { month: String(date.getMonth() + 1).padStart(2, '0'), year: String(date.getFullYear()) };
}

// GSTR-1 of the user's GSTIN for a month (GET api/Reports/Gstr1): the GST offline tool's JSON, or CSV.
export function Gstr1Card() {
  const [{ month, year }, setPeriod] = useState(lastMonth);
  const [busy, setBusy] = useState<'json' | 'csv' | null>(null);
  const years = Array.from({ length: new Date().getFullYear() - FIRST_YEAR + 1 }, (_, i) => String(FIRST_YEAR + i));
  const download = (format: 'json' | 'csv') => {
    setBusy(format);
    const period = `${month}${year}`;
    void downloadDocument(`/api/Reports/Gstr1?period=${period}&format=${format}`, `GSTR1_${period}.${format}`)
      .catch((error: unknown) => notify(errorMessage(error), 'Error'))
      .finally(() => setBusy(null));
  };
  return (
    <SectionCard title="GSTR-1">
      <Text size="sm" c="dimmed" mb="sm">
        The month's tax invoices (B2B, and B2CL and B2CS for buyers without a GSTIN), credit notes (CDNR, CDNUR) and HSN
        summary under your GSTIN, as the GST offline tool imports them, or as CSV to check in a spreadsheet.
      </Text>
      <Group gap="sm" align="end">
        <Select
          label="Month"
          data={MONTHS.map((label, i) => ({ value: String(i + 1).padStart(2, '0'), label }))}
          value={month}
          onChange={(value) => value && setPeriod({ month: value, year })}
          allowDeselect={false}
          w={150}
        />
        <Select
          label="Year"
          data={years}
          value={year}
          onChange={(value) => value && setPeriod({ month, year: value })}
          allowDeselect={false}
          w={110}
        />
        <Button loading={busy === 'json'} onClick={() => download('json')}>
          Download JSON
        </Button>
        <Button variant="light" loading={busy === 'csv'} onClick={() => download('csv')}>
          Download CSV
        </Button>
      </Group>
    </SectionCard>
  );
}
