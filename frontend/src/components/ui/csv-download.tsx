import { Button } from '@mantine/core';

type Cell = string | number | null;

// RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled.
export function toCsv(rows: readonly Record<string, Cell>[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]!);
  const field = (value: Cell) => {
    const text = value === null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((row) => columns.map((column) => field(row[column] ?? null)).join(','))].join(
    '\r\n',
  );
}

// "Download CSV" for a chart's data: the exact figures behind it, one row per point.
export function CsvDownload({ filename, rows }: { filename: string; rows: readonly Record<string, Cell>[] }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: filename });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Button size="xs" variant="subtle" onClick={download} disabled={rows.length === 0}>
      Download CSV
    </Button>
  );
}
