import pg from 'pg';
import { rowLine, rowsAsJsonArray, type SequenceValue } from './backup-file.js';
import { BackupError } from './backup.errors.js';

// Rows read from a table at once, and rows (or bytes of them) inserted in one statement.
const FETCH_ROWS = 1_000;
const INSERT_ROWS = 1_000;
const INSERT_BYTES = 8 * 1024 * 1024;

const ident = (name: string): string => pg.escapeIdentifier(name);

// The schema's tables, every table before the tables whose foreign keys point at it, so rows can
// be loaded in that order.
export async function tablesInLoadOrder(client: pg.Client): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace and k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: string[]): void => {
    if (placed.has(table)) return;
    if (path.includes(table)) throw new BackupError(`Tables refer to each other in a circle: ${path.join(' → ')}.`);
    for (const { parent } of references.filter((reference) => reference.child === table)) {
      place(parent, [...path, table]);
    }
    placed.add(table);
    ordered.push(table);
  };
  for (const { name } of tables) place(name, []);
  return ordered;
}

// Each row of `table` as a backup data line, through a cursor so a table of any size streams.
// Answers how many there were.
export async function readTableRows(
  client: pg.Client,
  table: string,
  onLine: (line: string) => Promise<void>,
): Promise<number> {
  const cursor = ident(`backup_${table}`);
  await client.query(
    `declare ${cursor} no scroll cursor for select row_to_json(t)::text as row from ${ident(table)} t`,
  );
  let count = 0;
  try {
    for (;;) {
      const { rows } = await client.query<{ row: string }>(`fetch ${FETCH_ROWS} from ${cursor}`);
      for (const { row } of rows) await onLine(rowLine(row));
      count += rows.length;
      if (rows.length < FETCH_ROWS) return count;
    }
  } finally {
    await client.query(`close ${cursor}`);
  }
}

// Every sequence of the schema where it stands (read before the rows it numbers are, sequences
// being outside transactions, so never behind them).
export async function readSequences(client: pg.Client): Promise<SequenceValue[]> {
  const { rows } = await client.query<{ name: string }>(
    `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname`,
  );
  const values: SequenceValue[] = [];
  for (const { name } of rows) {
    const [state] = (
      await client.query<{ last_value: string; is_called: boolean }>(`select last_value, is_called from ${ident(name)}`)
    ).rows;
    values.push({ name, lastValue: state!.last_value, isCalled: state!.is_called });
  }
  return values;
}

// Loads a table's rows from their data lines, in batches, in the caller's transaction. Rows stay
// the text row_to_json wrote: PostgreSQL parses every value back into its column's type.
export class TableLoader {
  private lines: string[] = [];
  private bytes = 0;
  private loaded = 0;

  private constructor(
    private readonly client: pg.Client,
    private readonly table: string,
    private readonly columns: string,
  ) {}

  static async open(client: pg.Client, table: string): Promise<TableLoader> {
    // Generated columns are computed again; identity columns take the stored value.
    const { rows } = await client.query<{ name: string }>(
      `select attname as name from pg_attribute
        where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
      [`public.${ident(table)}`],
    );
    if (rows.length === 0) throw new BackupError(`The backup holds table ${table}, which this database lacks.`);
    return new TableLoader(client, table, rows.map((row) => ident(row.name)).join(', '));
  }

  async add(line: string): Promise<void> {
    this.lines.push(line);
    this.bytes += line.length;
    if (this.lines.length >= INSERT_ROWS || this.bytes >= INSERT_BYTES) await this.flush();
  }

  // Inserts what is left; answers how many rows were loaded in all.
  async finish(): Promise<number> {
    await this.flush();
    return this.loaded;
  }

  private async flush(): Promise<void> {
    if (this.lines.length === 0) return;
    const table = ident(this.table);
    const { rowCount } = await this.client.query(
      `insert into ${table} (${this.columns}) overriding system value
       select ${this.columns} from json_populate_recordset(null::${table}, $1::json)`,
      [rowsAsJsonArray(this.lines)],
    );
    this.loaded += rowCount ?? 0;
    this.lines = [];
    this.bytes = 0;
  }
}

// Sets each sequence the restored schema has where the backup found it.
export async function restoreSequences(client: pg.Client, sequences: readonly SequenceValue[]): Promise<void> {
  for (const { name, lastValue, isCalled } of sequences) {
    await client.query(
      `select setval(c.oid, $2::bigint, $3) from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'S' and c.relname = $1`,
      [name, lastValue, isCalled],
    );
  }
}
