import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { migrate } from '../../backend/src/database/data-source.js';
import { ensureDatabase } from '../../backend/src/database/embedded-postgres.js';
import { adminUrlOf, dropDatabase, withDatabase } from './database-admin.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one suite, cloned from the template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is set by tests/setup/global-setup.ts');
  const admin = adminUrlOf(base);
  const template = await ensureTemplate(base, admin);
  const name = `samvida_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await ensureDatabase(admin, name, template);
  return { url: withDatabase(base, name), drop: () => dropDatabase(admin, name) };
}

export interface TestDataSource extends TestDatabase {
  dataSource: DataSource;
}

/**
 * {@link createTestDatabase} with a TypeORM DataSource on it; `drop` closes the source first.
 * `poolSize` bounds its pool (the driver's default is 10).
 */
export async function createTestDataSource(poolSize?: number): Promise<TestDataSource> {
  const db = await createTestDatabase();
  const dataSource = new DataSource({ type: 'postgres', url: db.url, ...(poolSize && { poolSize }) });
  await dataSource.initialize();
  return {
    url: db.url,
    dataSource,
    drop: async () => {
      await dataSource.destroy();
      await db.drop();
    },
  };
}

// Parallel workers race to build the template once; an advisory lock serialises them.
const TEMPLATE_LOCK = 7_261_001;

/**
 * The template is named after the migrations' content, so a changed migration gets a new one and
 * concurrent runs (of the same or other migrations) never drop each other's template.
 */
function templateName(): string {
  const folder = fileURLToPath(new URL('../../migrations', import.meta.url));
  const hash = createHash('sha256');
  for (const file of readdirSync(folder).sort()) hash.update(file).update(readFileSync(path.join(folder, file)));
  return `samvida_tpl_${hash.digest('hex').slice(0, 16)}`;
}

async function ensureTemplate(base: string, admin: string): Promise<string> {
  const template = templateName();
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      const building = `${template}_building`;
      await dropDatabase(admin, building);
      await ensureDatabase(admin, building);
      await migrate(withDatabase(base, building));
      await client.query(`alter database ${pg.escapeIdentifier(building)} rename to ${pg.escapeIdentifier(template)}`);
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await client.end();
  }
  return template;
}
