// Read models compared value by value: a rebuilt or restored database against the one it came from.
import { expect } from '@jest/globals';
import pg from 'pg';
import { EVENT_STORE, type EventStore } from '../../../../backend/src/event-store/event-store.port.js';
import { ProjectionProgress } from '../../../../backend/src/projections/projection-progress.js';
import type { TestApp } from '../../../setup/test-app.js';

// Every table a projector writes: `projections:rebuild` empties and refills each of them.
export const READ_MODELS = [
  'stream_parties',
  'proposals',
  'proposal_invites',
  'proposal_responses',
  'agreements',
  'agreement_items',
  'agreement_terms',
  'agreement_remarks',
  'agreement_entities',
  'agreement_signatures',
  'invoice_folds',
  'invoices',
  'txn_note_folds',
  'txn_notes',
  'payment_folds',
  'payments',
  'advance_payments',
  'auditor_grants',
  'agreement_retention',
  'merkle_leaves',
  'upload_streams',
];

type Row = Record<string, unknown>;
export type Snapshot = Map<string, Map<string, Row>>;

// A value as compared: timestamps as ISO strings, everything else as pg reads it (jsonb parsed,
// numeric as its text), so a difference in any digit, key or instant shows.
const comparable = (value: unknown): string =>
  JSON.stringify(value instanceof Date ? value.toISOString() : value) ?? 'undefined';

async function primaryKeyOf(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column: string }>(
    `select a.attname as column
       from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1::regclass and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`,
    [table],
  );
  return rows.map((row) => row.column);
}

/** The rows of `tables` (the read models by default), keyed and ordered by primary key. */
export async function snapshot(databaseUrl: string, tables: readonly string[] = READ_MODELS): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found: Snapshot = new Map();
    for (const table of tables) {
      const key = await primaryKeyOf(client, table);
      if (key.length === 0) throw new Error(`${table} has no primary key to compare its rows by`);
      const { rows } = await client.query<Row>(`select * from ${table} order by ${key.join(', ')}`);
      found.set(table, new Map(rows.map((row) => [key.map((column) => String(row[column])).join('/'), row])));
    }
    return found;
  } finally {
    await client.end();
  }
}

/** Each value that differs, as `table[key].column: before → after`, and each row only one side has. */
export function differences(before: Snapshot, after: Snapshot): string[] {
  const found: string[] = [];
  for (const [table, beforeRows] of before) {
    const afterRows = after.get(table)!;
    for (const key of new Set([...beforeRows.keys(), ...afterRows.keys()])) {
      const [was, is] = [beforeRows.get(key), afterRows.get(key)];
      if (!was || !is) {
        found.push(`${table}[${key}]: ${was ? 'gone after' : 'only after'}`);
        continue;
      }
      for (const column of Object.keys(was)) {
        const [from, to] = [comparable(was[column]), comparable(is[column])];
        if (from !== to) found.push(`${table}[${key}].${column}: ${from} → ${to}`);
      }
    }
  }
  return found;
}

/** Waits until the app's live projections have applied every event, and its reactors append no more. */
export async function settled(app: TestApp): Promise<void> {
  const store = app.app.get<EventStore>(EVENT_STORE);
  for (;;) {
    const head = await store.headPosition();
    expect(await app.app.get(ProjectionProgress).waitFor(head, 10_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    if ((await store.headPosition()) === head) return;
  }
}
