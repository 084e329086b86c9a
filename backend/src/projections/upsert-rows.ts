import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { WriteStatement } from './write-statement.js';

// Rows of one entity to insert, or to overwrite on conflict on `key` (all but the key and the
// `insertOnly` columns, which a stored row keeps: a line's position, say).
export interface Upsert<T extends ObjectLiteral = ObjectLiteral> {
  target: EntityTarget<T>;
  key: keyof T & string;
  rows: readonly ObjectLiteral[];
  insertOnly?: readonly (keyof T & string)[];
}

// Adds to `statement` the upserts of several entities, whatever their number of rows (a contract
// has up to 1,000 items): each entity's rows travel as one JSON parameter that PostgreSQL turns
// into the table's row type, so a batch costs no round trip per table or per row. No two upserts
// may write the same table (see WriteStatement).
export function upsertRows(statement: WriteStatement, manager: EntityManager, upserts: readonly Upsert[]): void {
  for (const upsert of upserts) if (upsert.rows.length > 0) upsertCtes(statement, manager, upsert);
}

// Adds to `statement` the deletion of `target`'s rows whose primary key is one of `keys`.
export function deleteRows(
  statement: WriteStatement,
  manager: EntityManager,
  target: EntityTarget<ObjectLiteral>,
  keys: readonly string[],
): void {
  if (keys.length === 0) return;
  const { tableName, primaryColumns } = manager.connection.getMetadata(target);
  const [key] = primaryColumns;
  const type = manager.connection.driver.normalizeType(key!);
  statement.add(
    'deleted',
    `delete from ${tableName} where ${key!.databaseName} = any(${statement.parameter(keys)}::${type}[])`,
  );
}

// One entity's CTEs: its rows and the upsert itself.
function upsertCtes(statement: WriteStatement, manager: EntityManager, upsert: Upsert): void {
  const { key, rows, insertOnly = [] } = upsert;
  const { tableName, columns } = manager.connection.getMetadata(upsert.target);
  const column = (property: string) => columns.find((candidate) => candidate.propertyName === property)!.databaseName;
  const keyColumn = column(key);
  const kept = new Set(insertOnly.map(column));
  const names = columns.map(({ databaseName }) => databaseName);
  const json = rows.map((row) =>
    Object.fromEntries(columns.map((entry) => [entry.databaseName, row[entry.propertyName]])),
  );
  const rowsCte = statement.add(
    'rows',
    `select * from jsonb_populate_recordset(null::${tableName}, ${statement.parameter(JSON.stringify(json))}::jsonb)`,
  );
  statement.add(
    'written',
    `insert into ${tableName} (${names.join(', ')})
    select ${names.map((name) => `r.${name}`).join(', ')} from ${rowsCte} as r
    on conflict (${keyColumn}) do update set
      ${names
        .filter((name) => name !== keyColumn && !kept.has(name))
        .map((name) => `${name} = excluded.${name}`)
        .join(', ')}`,
  );
}
