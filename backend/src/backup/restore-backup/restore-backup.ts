import pg from 'pg';
import { parseEnv } from '../../config/env.schema.js';
import { migrate, migrationNames } from '../../database/data-source.js';
import { rebuildReadModels } from '../../server.js';
import { fileStorageFor, type FileStorage } from '../../uploads/storage/file-storage.js';
import { type BackupHeader, type Manifest, readBackup, type SectionLine, verifyBackup } from '../backup-file.js';
import { appSettings, openDatabase, refuseEventStoreDb, withClient } from '../backup-database.js';
import { type BackupLocation, withBackupFile } from '../backup-location.js';
import { BackupError } from '../backup.errors.js';
import { conflictingFiles, sha256Of, writeDataDirFile } from '../data-dir-files.js';
import { restoreSequences, TableLoader } from '../table-rows.js';
import { advanceTransactionIdsPast } from '../transaction-ids.js';

export interface RestoreSummary {
  events: number;
  rows: number;
  files: number;
  uploads: number;
  // The position the read models were rebuilt up to.
  head: number;
}

// `npm run restore`: loads a backup into an empty database and rebuilds the read models. The
// backup is checked whole against its checksums before anything changes; DATA_DIR's files go back
// (refused when DATA_DIR holds other keys), then the uploads into the configured storage, then
// the rows in one transaction on a schema migrated to the backup's; the remaining migrations and
// the rebuild of every read model follow.
export async function restoreBackup(
  settings: NodeJS.ProcessEnv,
  location: BackupLocation,
  log: (line: string) => void,
): Promise<RestoreSummary> {
  const env = parseEnv(settings);
  refuseEventStoreDb(env);
  return withBackupFile(env, location, async (file) => {
    const { header, manifest } = await verifyBackup(file);
    refuseUnknownMigrations(header);
    const files = manifest.sections.flatMap((section) => (section.section === 'file' ? [section] : []));
    const conflicts = conflictingFiles(env.DATA_DIR, files);
    if (conflicts.length > 0) {
      throw new BackupError(
        `DATA_DIR (${env.DATA_DIR}) already holds other ${conflicts.join(', ')}: restore into an empty DATA_DIR, or move those files away first.`,
      );
    }
    const database = await openDatabase(env, log);
    try {
      await withClient(database.url, (client) => refuseNonEmpty(client, header));
      await migrate(database.url, header.migrations);
      const loaded = await loadBackup(file, manifest, database.url, env.DATA_DIR, fileStorageFor(env));
      log(
        `restored ${loaded.events} events, ${loaded.rows} rows, ${loaded.uploads} uploads and ${loaded.files} files from DATA_DIR`,
      );
      await advanceTransactionIdsPast(database.url, log);
      const head = await rebuildReadModels(appSettings(settings, database.url));
      log(`read models rebuilt up to position ${head}`);
      return { ...loaded, head };
    } finally {
      await database.close();
    }
  });
}

function refuseUnknownMigrations(header: BackupHeader): void {
  const known = migrationNames();
  const unknown = header.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `This backup was made by a newer Samvida (its schema has ${unknown.join(', ')}): restore it with that version.`,
    );
  }
}

// Only a new database: one that holds no events and no accounts (a restore that failed part way
// leaves it so, and may be run again), migrated no further than the backup.
async function refuseNonEmpty(client: pg.Client, header: BackupHeader): Promise<void> {
  const rowsIn = async (table: string): Promise<number> => {
    const { rows } = await client.query<{ exists: boolean }>('select to_regclass($1) is not null as exists', [
      `public.${table}`,
    ]);
    if (!rows[0]!.exists) return 0;
    return Number((await client.query<{ count: string }>(`select count(*) from ${table}`)).rows[0]!.count);
  };
  const [events, accounts] = [await rowsIn('event_store_events'), await rowsIn('users')];
  if (events > 0 || accounts > 0) {
    throw new BackupError(
      `The database is not empty (it holds ${events} events and ${accounts} accounts): restore only into a new, empty database.`,
    );
  }
  const applied =
    (await rowsIn('migrations')) > 0
      ? (await client.query<{ name: string }>('select name from migrations')).rows.map((row) => row.name)
      : [];
  const newer = applied.filter((name) => !header.migrations.includes(name));
  if (newer.length > 0) {
    throw new BackupError(
      `The database was migrated past this backup's schema (${newer.join(', ')}): restore into a new, empty database.`,
    );
  }
}

// The second pass over the checked backup: files, uploads, then every table's rows in one
// transaction (the tables emptied first of what the migrations seeded), and the sequences.
async function loadBackup(
  file: string,
  manifest: Manifest,
  url: string,
  dataDir: string,
  storage: FileStorage,
): Promise<Omit<RestoreSummary, 'head'>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const totals = { events: 0, rows: 0, files: 0, uploads: 0 };
  let section: SectionLine | undefined;
  let loader: TableLoader | undefined;
  const finishTable = async () => {
    if (!loader || section?.section !== 'table') return;
    const loaded = await loader.finish();
    totals.rows += loaded;
    if (section.name === 'event_store_events') totals.events = loaded;
    loader = undefined;
  };
  try {
    await client.query('begin');
    const tables = manifest.sections.flatMap((listed) => (listed.section === 'table' ? [listed.name] : []));
    // Cascading to the read models that refer to them (empty: the database holds no events).
    if (tables.length > 0)
      await client.query(`truncate ${tables.map((table) => pg.escapeIdentifier(table)).join(', ')} cascade`);
    for await (const record of readBackup(file)) {
      if (record.kind === 'section') {
        await finishTable();
        section = record.section;
        if (section.section === 'table') loader = await TableLoader.open(client, section.name);
      } else if (record.kind === 'data' && section?.section === 'table') {
        await loader!.add(record.text);
      } else if (record.kind === 'data' && section?.section === 'file') {
        await writeDataDirFile(dataDir, { path: section.path, bytes: decodeBytes(record.text, section) });
        totals.files += 1;
      } else if (record.kind === 'data' && section?.section === 'upload') {
        await storage.put(section.key, decodeBytes(record.text, section), section.mimeType);
        totals.uploads += 1;
      }
    }
    await finishTable();
    await restoreSequences(client, manifest.sequences);
    await client.query('commit');
    return totals;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

// A file's or an upload's bytes from its data line, checked against the section's SHA-256.
function decodeBytes(text: string, section: Extract<SectionLine, { sha256: string }>): Buffer {
  const bytes = Buffer.from(JSON.parse(text) as string, 'base64');
  if (sha256Of(bytes) !== section.sha256)
    throw new BackupError('The backup file is damaged: a file does not match its checksum.');
  return bytes;
}
