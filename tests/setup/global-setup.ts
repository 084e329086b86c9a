// Runs once per `npm test`, before the workers: finds a PostgreSQL (TEST_DATABASE_URL, else the
// embedded one). The first suite to need a database builds the migrated template
// (tests/setup/database.ts); jest loads this file as CommonJS without the test module mapping,
// hence the extension-less import.
import { startEmbeddedPostgres } from '../../backend/src/database/embedded-postgres';

export default async function globalSetup(): Promise<void> {
  let baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const embedded = await startEmbeddedPostgres('.data/test', 54330, (line) => process.stderr.write(`${line}\n`));
    baseUrl = embedded.url;
    (globalThis as { __embeddedPg?: typeof embedded }).__embeddedPg = embedded;
  }
  process.env.TEST_DATABASE_URL = baseUrl;
}
