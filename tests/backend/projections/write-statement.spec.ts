// A one-statement projector's statement is prepared once per connection and then only bound: its
// text depends on which tables a batch writes, its rows travel as parameters.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { preparedQuery, WriteStatement } from '../../../backend/src/projections/write-statement.js';
import { createTestDataSource, type TestDataSource } from '../../setup/database.js';

describe('write statements prepared per connection', () => {
  let db: TestDataSource;
  beforeAll(async () => {
    // One connection, so that pg_prepared_statements below is the statements' own session.
    db = await createTestDataSource(1);
    await db.dataSource.query('create table written (id int primary key, label text not null)');
  });
  afterAll(async () => {
    await db.drop();
  });

  const prepared = async (): Promise<string[]> =>
    (
      await db.dataSource.query<{ name: string }[]>(
        `select name from pg_prepared_statements where name like 'write-statement-%' order by name`,
      )
    ).map((row) => row.name);

  function upsert(id: number, label: string): WriteStatement {
    const writes = new WriteStatement();
    writes.add(
      'written',
      `insert into written (id, label) values (${writes.parameter(id)}::int, ${writes.parameter(label)}::text)
       on conflict (id) do update set label = excluded.label`,
    );
    return writes;
  }

  it('prepares each text once and runs it with each batch parameters', async () => {
    const query = preparedQuery(db.dataSource);
    for (let id = 1; id <= 7; id++) await upsert(id, `row ${id}`).run(query);
    await upsert(1, 'changed').run(query);

    expect(await prepared()).toHaveLength(1);
    expect(await db.dataSource.query('select id, label from written where id in (1, 7) order by id')).toEqual([
      { id: 1, label: 'changed' },
      { id: 7, label: 'row 7' },
    ]);
  });

  it('prepares at most 100 texts, and runs the rest unprepared', async () => {
    const query = preparedQuery(db.dataSource);
    const before = (await prepared()).length;
    for (let n = 0; n < 104; n++) await query(`select ${n}::int as n`, []);
    const past = (await query('select $1::int as n', [104])) as { rows: unknown[] };

    expect((await prepared()).length - before).toBe(100);
    expect(past.rows).toEqual([{ n: 104 }]);
  });
});
