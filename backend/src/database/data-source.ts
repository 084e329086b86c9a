import { DataSource, type EntitySchema } from 'typeorm';
import { migrations } from '../../../migrations/index.js';
import { entities } from './entities.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type EntityTarget = Function | EntitySchema;

function createDataSource(url: string, extraEntities: EntityTarget[] = [], chosen = migrations): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [...entities, ...extraEntities],
    migrations: chosen,
    migrationsTransactionMode: 'each',
    extra: { max: 20 },
  });
}

// A migration's name as the `migrations` table records it (its `name`, which a bundler keeps
// where it might rename the class).
const nameOf = (migration: (typeof migrations)[number]): string => new migration().name;

// Every migration's name, in the order they are listed.
export const migrationNames = (): string[] => migrations.map(nameOf);

// Applies pending migrations on a short-lived connection; `only` limits them to those names (a
// restore brings the schema to its backup's before loading the rows).
export async function migrate(url: string, only?: readonly string[]): Promise<void> {
  const dataSource = createDataSource(
    url,
    [],
    only ? migrations.filter((migration) => only.includes(nameOf(migration))) : migrations,
  );
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
  } finally {
    await dataSource.destroy();
  }
}
