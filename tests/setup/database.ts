import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../../backend/src/database/data-source.js';
import { ensureDatabase } from '../../backend/src/database/embedded-postgres.js';
import { TEMPLATE_DATABASE, adminUrlOf, dropDatabase, withDatabase } from './database-admin.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one suite, cloned from the template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is set by tests/setup/global-setup.ts');
  const admin = adminUrlOf(base);
  await ensureTemplate(base, admin);
  const name = `samvida_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await ensureDatabase(admin, name, TEMPLATE_DATABASE);
  return { url: withDatabase(base, name), drop: () => dropDatabase(admin, name) };
}

// Parallel workers race to build the template once per run; an advisory lock serialises them.
const TEMPLATE_LOCK = 7_261_001;

async function ensureTemplate(base: string, admin: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await client.query(
      "select 1 from pg_database where datname = $1",
      [TEMPLATE_DATABASE],
    );
    if (!rowCount) {
      const building = `${TEMPLATE_DATABASE}_building`;
      await dropDatabase(admin, building);
      await ensureDatabase(admin, building);
      await migrate(withDatabase(base, building));
      await client.query(`alter database ${pg.escapeIdentifier(building)} rename to ${pg.escapeIdentifier(TEMPLATE_DATABASE)}`);
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await client.end();
  }
}
