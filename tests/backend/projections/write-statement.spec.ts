// A one-statement projector's statement is prepared once per connection and then only bound: its
// text depends on which tables a batch writes, its rows travel as parameters. The statements that
// runners commit in the same turn run as one.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  preparedQuery,
  SharedStatements,
  WriteStatement,
  type Query,
} from '../../../backend/src/projections/write-statement.js';
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

  /** `query`, and the texts it was given in order. */
  function counted(query: Query): { query: Query; texts: string[] } {
    const texts: string[] = [];
    return { texts, query: (text, parameters) => (texts.push(text), query(text, parameters)) };
  }

  /** A statement whose second CTE reads its first, as the projectors' do. */
  function copied(id: number, label: string): WriteStatement {
    const writes = new WriteStatement();
    const source = writes.add(
      'source',
      `select ${writes.parameter(id)}::int as id, ${writes.parameter(label)}::text as label`,
    );
    writes.add(
      'copied',
      `insert into written (id, label) select id, label from ${source} on conflict (id) do update set label = excluded.label`,
    );
    return writes;
  }

  const labels = async (ids: number[]) =>
    (
      await db.dataSource.query<{ label: string }[]>('select label from written where id = any($1) order by id', [ids])
    ).map((row) => row.label);

  it('runs several statements as one, numbering the placeholders and names of each after the ones before', async () => {
    const { query, texts } = counted(preparedQuery(db.dataSource));
    await WriteStatement.runTogether(
      [copied(21, 'twenty-one'), upsert(22, 'twenty-two'), copied(23, 'twenty-three')],
      query,
    );

    expect(await labels([21, 22, 23])).toEqual(['twenty-one', 'twenty-two', 'twenty-three']);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('copied_4 as (insert into written (id, label) select id, label from source_3');
    expect(texts[0]).toContain('$5::int');
    // Alone, a statement's text is what it always was: numbered from $1 and its first name.
    await copied(21, 'again').run(query);
    expect(texts[1]).toContain('select $1::int as id, $2::text as label');
    expect(texts[1]).toContain('from source_0');
  });

  it('shares one statement among the statements run in the same turn, and one for a later turn', async () => {
    const { query, texts } = counted(preparedQuery(db.dataSource));
    const shared = new SharedStatements(query);
    await Promise.all([shared.run(upsert(31, 'a')), Promise.resolve().then(() => shared.run(copied(32, 'b')))]);
    await shared.run(upsert(33, 'c'));

    expect(await labels([31, 32, 33])).toEqual(['a', 'b', 'c']);
    expect(texts).toHaveLength(2);
  });

  it('runs each statement alone when the shared one fails, so only the failing one is refused', async () => {
    const { query, texts } = counted(preparedQuery(db.dataSource));
    const shared = new SharedStatements(query);
    const failing = new WriteStatement();
    failing.add('broken', `insert into written (id, label) values (${failing.parameter(41)}::int, null)`);
    const outcomes = await Promise.allSettled([
      shared.run(upsert(42, 'kept')),
      shared.run(failing),
      shared.run(copied(43, 'kept too')),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await labels([41, 42, 43])).toEqual(['kept', 'kept too']);
    expect(texts).toHaveLength(4);
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
