import pg from 'pg';

// Transaction ids burnt per statement, so progress can be told between them.
const CHUNK = 1_000_000;

// A PostgreSQL event's position is its transaction id × 4096 plus its index, and readers see
// only positions below the oldest running transaction's id × 4096 (event_store_append_group).
// Restored events keep the positions the source cluster gave them, so a fresh cluster, whose
// transaction ids start low, must first count past the source's: until then it would hide the
// restored events from every reader and number new ones below them. Each id is used by an
// empty committed transaction (about 100,000 a second).
export async function advanceTransactionIdsPast(url: string, log: (line: string) => void): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const needed = async () =>
      Number(
        (
          await client.query<{ missing: string }>(
            `select greatest(0, coalesce((select max(global_position) / 4096 + 1 from event_store_events), 0)
                     - pg_snapshot_xmax(pg_current_snapshot())::text::bigint)::text as missing`,
          )
        ).rows[0]!.missing,
      );
    const total = await needed();
    if (total === 0) return 0;
    log(`advancing PostgreSQL's transaction ids by ${total} past the restored events' positions`);
    await client.query('set synchronous_commit = off');
    for (let missing = total; missing > 0; missing = await needed()) {
      await client.query(
        `do $$ begin for i in 1..${Math.min(missing, CHUNK)} loop perform pg_current_xact_id(); commit; end loop; end $$`,
      );
      if (missing > CHUNK) log(`  ${missing - CHUNK} to go`);
    }
    return total;
  } finally {
    await client.end();
  }
}
