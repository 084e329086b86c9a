import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Rows appended to a group (an agreement's items, say): each new row goes after the group's
 * stored rows, in the order given. `newIndex[i]` is row i's place among its group's new rows
 * (1, 2, ...), or 0 for a row that is stored already and keeps its position.
 */
export interface AppendToGroup {
  group: string;
  newIndex: readonly number[];
}

/**
 * Upserts rows of one entity in one statement, whatever their number (a contract has up to 1,000
 * items): the rows travel as one JSON parameter that PostgreSQL turns into the table's row type,
 * so a batch costs one round trip per table, not one per row. On conflict on `key` every column
 * but the key (and `position`) is overwritten.
 */
export async function upsertRows<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  key: keyof T & string,
  rows: readonly ObjectLiteral[],
  append?: AppendToGroup,
): Promise<void> {
  if (rows.length === 0) return;
  const { tableName, columns } = manager.connection.getMetadata(target);
  const written = columns.filter((column) => !append || column.databaseName !== 'position');
  const column = (property: string) => written.find((candidate) => candidate.propertyName === property)!.databaseName;
  const keyColumn = column(key);
  const names = written.map(({ databaseName }) => databaseName);
  const json = rows.map((row) =>
    Object.fromEntries(written.map((entry) => [entry.databaseName, row[entry.propertyName]])),
  );
  const group = append && column(append.group);
  await manager.query(
    `with r as (select * from jsonb_populate_recordset(null::${tableName}, $1::jsonb) with ordinality)
     ${group ? `, tops as (select ${group}, max(position) as top from ${tableName} where ${group} in (select ${group} from r) group by ${group})` : ''}
     insert into ${tableName} (${names.join(', ')}${group ? ', position' : ''})
     select ${names.map((name) => `r.${name}`).join(', ')}
            ${group ? `, coalesce(tops.top, 0) + ($2::int[])[r.ordinality]` : ''}
       from r ${group ? `left join tops using (${group})` : ''}
     on conflict (${keyColumn}) do update set
       ${names
         .filter((name) => name !== keyColumn)
         .map((name) => `${name} = excluded.${name}`)
         .join(', ')}`,
    group ? [JSON.stringify(json), append.newIndex] : [JSON.stringify(json)],
  );
}
