import { Button, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface RemovableTableProps<Row> {
  rows: Row[];
  keyOf: (row: Row) => string;
  headers: string[];
  cells: (row: Row) => ReactNode[];
  // The confirmation asked before deleting a row.
  question: string;
  empty: string;
  // Undefined: rows cannot be deleted (the order is published, or the row is fixed).
  onRemove?: (row: Row) => void;
  removable?: (row: Row) => boolean;
}

// A table of the order's lines, each deleted only after its confirmation.
export function RemovableTable<Row>(props: RemovableTableProps<Row>) {
  const { rows, keyOf, headers, cells, question, empty, onRemove, removable = () => true } = props;
  const [pending, setPending] = useState<Row | null>(null);
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {headers.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
            {onRemove && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={keyOf(row)}>
              {cells(row).map((cell, i) => (
                <Table.Td key={headers[i]}>{cell}</Table.Td>
              ))}
              {onRemove && (
                <Table.Td>
                  {removable(row) && (
                    <Button size="xs" color="red" variant="light" onClick={() => setPending(row)}>
                      Delete
                    </Button>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmDialog
        question={pending ? question : null}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending && onRemove) onRemove(pending);
          setPending(null);
        }}
      />
    </>
  );
}
