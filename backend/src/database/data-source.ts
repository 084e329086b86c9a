import { DataSource, type EntitySchema } from 'typeorm';
import { migrations } from '../../../migrations/index.js';
import { entities } from './entities.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type EntityTarget = Function | EntitySchema;

function createDataSource(url: string, extraEntities: EntityTarget[] = []): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [...entities, ...extraEntities],
    migrations,
    migrationsTransactionMode: 'each',
    extra: { max: 20 },
  });
}

// Applies pending migrations on a short-lived connection.
export async function migrate(url: string): Promise<void> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
  } finally {
    await dataSource.destroy();
  }
}
