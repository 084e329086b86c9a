// Each line's folded state (item or term) is kept in its own row of agreement_items or
// agreement_terms, not in its agreement's row: a move on one line of a 1,000-item contract rewrites
// that line, not the whole state. The reads
// put the lines back, in the order they were added, or take the state the instance folded when it
// is at the stored version; the migration moves stored states both ways.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AgreementState } from '@samvida/machines';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { migrations } from '../../../migrations/index.js';
import { AgreementLineStates1764100000000 } from '../../../migrations/1764100000000-agreement-line-states.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { as, builderItem, parties, sendContract, type Outcome, type SignedIn } from './support/agreements.js';
import { load } from './support/scenarios.js';

interface Detail {
  state: AgreementState;
  version: number;
}

describe('line states apart from their agreement', () => {
  let app: TestApp;
  /** A second instance on the same database: it has folded nothing, so it reads stored states. */
  let other: TestApp;
  let sql: pg.Client;
  let buyer: SignedIn;
  let seller: SignedIn;
  let agreementId: string;
  let itemIds: string[];
  let termIds: string[];

  const detail = async (on = app): Promise<Detail> =>
    (await as(on.baseUrl, buyer)<Detail>('GET', `/api/Business/GetUserAgreementDetail?agreementId=${agreementId}`)).body
      .data!;
  /** The line rows of the agreement, items then terms, each in the order added. */
  const lineRows = async () =>
    (
      await sql.query<{ id: string; xmin: string; state: unknown }>(
        `(select item_id as id, xmin::text, state, 1 as kind, position from agreement_items where agreement_id = $1
          union all
          select term_id, xmin::text, state, 2, position from agreement_terms where agreement_id = $1)
         order by kind, position`,
        [agreementId],
      )
    ).rows.map(({ id, xmin, state }) => ({ id, xmin, state }));
  const storedLines = async (column: string) =>
    (
      await sql.query(
        `select ${column}->'items' as items, ${column}->'terms' as terms from agreements
        where agreement_id = $1`,
        [agreementId],
      )
    ).rows[0] as Pick<AgreementState, 'items' | 'terms'>;
  const lineOf = (state: AgreementState, id: string) => state.items[id] ?? state.terms[id];

  beforeAll(async () => {
    app = await createTestApp();
    other = await createTestApp({ db: app.db });
    sql = new pg.Client({ connectionString: app.db.url });
    await sql.connect();
    ({ buyer, seller } = await parties(app.baseUrl));
    // Titles out of alphabetical and id order, so that an order by either would show.
    ({ id: agreementId } = await sendContract(app.baseUrl, buyer, seller.phone, {
      Items: ['Zinc sheet', 'Copper wire', 'Nickel rod', 'Brass fitting'].map((title) => builderItem(title)),
    }));
    const items = await as(app.baseUrl, buyer)<{ id: string }[]>(
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${agreementId}`,
    );
    itemIds = items.body.data!.map((item) => item.id);
    const terms = await as(app.baseUrl, buyer)<{ id: string }[]>(
      'GET',
      `/api/Business/AgreementTermList?agreementId=${agreementId}`,
    );
    termIds = terms.body.data!.map((term) => term.id);
    expect(termIds).toHaveLength(2);
  });
  afterAll(async () => {
    await sql.end();
    await other.close();
    await app.close();
  });

  it('stores each line in its own row and none in the agreement’s, and reads them back in the order added', async () => {
    expect(await storedLines('state_except_lines')).toEqual({ items: {}, terms: {} });
    const { state } = await detail(other);
    expect(Object.keys(state.items)).toEqual(itemIds);
    expect(Object.keys(state.terms)).toEqual(termIds);
    expect(state).toEqual((await load(app, agreementId)).state);
    const rows = await lineRows();
    expect(rows).toHaveLength(itemIds.length + termIds.length);
    for (const row of rows) expect(row.state).toEqual(lineOf(state, row.id));
  });

  it('answers with the state the instance folded when it is at the stored version, and the stored one when not', async () => {
    const folded = await detail(app);
    expect(folded).toEqual(await detail(other));
    expect(Object.keys(folded.state.items)).toEqual(itemIds);
    // A move through the other instance: this one's fold is now behind the stored version.
    const reply = await as(other.baseUrl, seller)<Outcome>('POST', '/api/Business/NegotiateItem', {
      AgreementId: agreementId,
      ItemId: itemIds[0],
      Amount: '97.25',
      CompletionDays: 8,
    });
    expect(reply.status).toBe(200);
    const after = await detail(app);
    expect(after.version).toBe(reply.body.data!.version);
    expect(after.state.items[itemIds[0]!]!.context.sellerRate).toBe('97.25');
    expect(after).toEqual(await detail(other));
  });

  it.each([
    ['an item', () => itemIds[2]!, () => ({ path: 'NegotiateItem', body: { Amount: '95.50', CompletionDays: 9 } })],
    [
      'a term',
      () => termIds[0]!,
      () => ({ path: 'NegotiateTerm', body: { TermTitle: 'Warranty', TermTxt: 'Two years.' } }),
    ],
  ])('rewrites only the line a move changed: %s', async (_, lineId, move) => {
    const before = await lineRows();
    const moved = lineId();
    const { path, body } = move();
    const reply = await as(app.baseUrl, seller)<Outcome>('POST', `/api/Business/${path}`, {
      AgreementId: agreementId,
      [path === 'NegotiateItem' ? 'ItemId' : 'TermId']: moved,
      ...body,
    });
    expect(reply.status).toBe(200);
    const after = await lineRows();
    for (const [k, row] of after.entries()) {
      if (row.id === moved) expect(row.xmin).not.toBe(before[k]!.xmin);
      else expect(row).toEqual(before[k]);
    }
    for (const on of [app, other]) {
      const { state, version } = await detail(on);
      expect(version).toBe(reply.body.data!.version);
      expect(lineOf(state, moved)).toEqual(after.find((row) => row.id === moved)!.state);
      expect(state).toEqual((await load(app, agreementId)).state);
    }
  });

  it('moves the stored lines back into the agreement’s row and out again (the migration down and up)', async () => {
    const folded = (await detail(other)).state;
    const source = new DataSource({ type: 'postgres', url: app.db.url, migrations });
    await source.initialize();
    try {
      // Later migrations are undone first, down to and including this one.
      const lastName = async () =>
        ((await source.query('select name from migrations order by id desc limit 1')) as { name: string }[])[0]!.name;
      while ((await lastName()) !== new AgreementLineStates1764100000000().name) await source.undoLastMigration();
      await source.undoLastMigration();
      expect(await storedLines('state')).toEqual({ items: folded.items, terms: folded.terms });
      const columns = await sql.query(
        `select 1 from information_schema.columns where column_name = 'state'
           and table_name in ('agreement_items', 'agreement_terms')`,
      );
      expect(columns.rowCount).toBe(0);
      await source.runMigrations();
    } finally {
      await source.destroy();
    }
    expect(await storedLines('state_except_lines')).toEqual({ items: {}, terms: {} });
    expect((await detail(other)).state).toEqual(folded);
  });
});
