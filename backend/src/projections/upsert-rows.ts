import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { WriteStatement } from './write-statement.js';

// Rows appended to a group (an agreement's items, say): each new row goes after the group's
// stored rows, in the order given. `newIndex[i]` is row i's place among its group's new rows
// (1, 2, ...), or 0 for a row that is stored already and keeps its position.
export interface AppendToGroup {
  group: string;
  newIndex: readonly number[];
}

// Rows of one entity to insert, or to overwrite on conflict on `key` (all but the key and `position`).
export interface Upsert<T extends ObjectLiteral = ObjectLiteral> {
  target: EntityTarget<T>;
  key: keyof T & string;
  rows: readonly ObjectLiteral[];
  append?: AppendToGroup;
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

// One entity's CTEs: its rows, the tops of their groups when appending, and the upsert itself.
function upsertCtes(statement: WriteStatement, manager: EntityManager, upsert: Upsert): void {
  const { key, rows, append } = upsert;
  const { tableName, columns } = manager.connection.getMetadata(upsert.target);
  const written = columns.filter((column) => !append || column.databaseName !== 'position');
  const column = (property: string) => written.find((candidate) => candidate.propertyName === property)!.databaseName;
  const keyColumn = column(key);
  const names = written.map(({ databaseName }) => databaseName);
  const json = rows.map((row) =>
    Object.fromEntries(written.map((entry) => [entry.databaseName, row[entry.propertyName]])),
  );
  const rowsCte = statement.add(
    'rows',
    `select * from jsonb_populate_recordset(null::${tableName}, ${statement.parameter(JSON.stringify(json))}::jsonb) with ordinality`,
  );
  const group = append && column(append.group);
  const topsCte =
    group &&
    statement.add(
      'tops',
      `select ${group}, max(position) as top from ${tableName}
         where ${group} in (select ${group} from ${rowsCte}) group by ${group}`,
    );
  const newIndex = append && statement.parameter(append.newIndex);
  statement.add(
    'written',
    `insert into ${tableName} (${names.join(', ')}${group ? ', position' : ''})
    select ${names.map((name) => `r.${name}`).join(', ')}
           ${group ? `, coalesce(tops.top, 0) + (${newIndex}::int[])[r.ordinality]` : ''}
      from ${rowsCte} as r ${group ? `left join ${topsCte} as tops using (${group})` : ''}
    on conflict (${keyColumn}) do update set
      ${names
        .filter((name) => name !== keyColumn)
        .map((name) => `${name} = excluded.${name}`)
        .join(', ')}`,
  );
}
