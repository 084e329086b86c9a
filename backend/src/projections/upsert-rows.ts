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

/** Rows of one entity to insert, or to overwrite on conflict on `key` (all but the key and `position`). */
export interface Upsert<T extends ObjectLiteral = ObjectLiteral> {
  target: EntityTarget<T>;
  key: keyof T & string;
  rows: readonly ObjectLiteral[];
  append?: AppendToGroup;
}

/**
 * Upserts the rows of several entities in one statement, whatever their number (a contract has up
 * to 1,000 items): each entity's rows travel as one JSON parameter that PostgreSQL turns into the
 * table's row type, and each table's upsert is a data-modifying CTE of the statement. So a batch
 * costs one round trip, not one per table or per row. The CTEs read one snapshot, so no two may
 * write the same table.
 */
export async function upsertRows(manager: EntityManager, upserts: readonly Upsert[]): Promise<void> {
  const parameters: unknown[] = [];
  const ctes = upserts
    .filter((upsert) => upsert.rows.length > 0)
    .flatMap((upsert, index) => upsertCtes(manager, upsert, `${index}`, parameters));
  if (ctes.length === 0) return;
  await manager.query(`with ${ctes.join(',\n')} select 1`, parameters);
}

/** One entity's CTEs: its rows, the tops of their groups when appending, and the upsert itself. */
function upsertCtes(manager: EntityManager, upsert: Upsert, suffix: string, parameters: unknown[]): string[] {
  const { key, rows, append } = upsert;
  const { tableName, columns } = manager.connection.getMetadata(upsert.target);
  const written = columns.filter((column) => !append || column.databaseName !== 'position');
  const column = (property: string) => written.find((candidate) => candidate.propertyName === property)!.databaseName;
  const keyColumn = column(key);
  const names = written.map(({ databaseName }) => databaseName);
  const parameter = (value: unknown) => `$${parameters.push(value)}`;
  const json = rows.map((row) =>
    Object.fromEntries(written.map((entry) => [entry.databaseName, row[entry.propertyName]])),
  );
  const [rowsCte, topsCte] = [`rows_${suffix}`, `tops_${suffix}`];
  const ctes = [
    `${rowsCte} as (select * from jsonb_populate_recordset(null::${tableName}, ${parameter(JSON.stringify(json))}::jsonb) with ordinality)`,
  ];
  const group = append && column(append.group);
  if (group) {
    ctes.push(
      `${topsCte} as (select ${group}, max(position) as top from ${tableName}
         where ${group} in (select ${group} from ${rowsCte}) group by ${group})`,
    );
  }
  const newIndex = append && parameter(append.newIndex);
  ctes.push(`written_${suffix} as (
    insert into ${tableName} (${names.join(', ')}${group ? ', position' : ''})
    select ${names.map((name) => `r.${name}`).join(', ')}
           ${group ? `, coalesce(tops.top, 0) + (${newIndex}::int[])[r.ordinality]` : ''}
      from ${rowsCte} as r ${group ? `left join ${topsCte} as tops using (${group})` : ''}
    on conflict (${keyColumn}) do update set
      ${names
        .filter((name) => name !== keyColumn)
        .map((name) => `${name} = excluded.${name}`)
        .join(', ')})`);
  return ctes;
}
