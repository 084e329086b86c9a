import type pg from 'pg';
import { parseEnv } from '../../config/env.schema.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { createServer } from '../../server.js';
import { type FileStorage, fileStorageFor } from '../../uploads/storage/file-storage.js';
import { BackupWriter } from '../backup-file.js';
import { appSettings, openDatabase, refuseEventStoreDb, withClient } from '../backup-database.js';
import { type BackupLocation, checkBackupTarget, describeLocation, saveBackup } from '../backup-location.js';
import { readDataDirFiles, sha256Of } from '../data-dir-files.js';
import { readSequences, readTableRows, tablesInLoadOrder } from '../table-rows.js';

// Tables a backup leaves out besides the read models (which a restore rebuilds from the events):
// TypeORM's record of the migrations, which the restore's own migrations write, and the rendered
// PDFs, a cache whose loss costs renders and nothing else.
const NOT_BACKED_UP = ['migrations', 'rendered_pdfs'];

export interface BackupSummary {
  location: string;
  tables: number;
  rows: number;
  events: number;
  files: number;
  uploads: number;
  // Uploads whose bytes the storage no longer had: their rows are in the backup, their bytes not.
  missingUploads: string[];
}

// `npm run backup`: a consistent copy of everything the read models cannot be rebuilt from: the
// event store and every other table (accounts, catalogues, signed tree heads, reactors'
// checkpoints, ...) read in one REPEATABLE READ snapshot, the uploads' bytes, and DATA_DIR's files
// (the generated keys among them). Writers go on meanwhile; the copy is the state at one instant.
export async function createBackup(
  settings: NodeJS.ProcessEnv,
  location: BackupLocation,
  log: (line: string) => void,
): Promise<BackupSummary> {
  const env = parseEnv(settings);
  refuseEventStoreDb(env);
  checkBackupTarget(env, location);
  const database = await openDatabase(env, log);
  try {
    const readModels = await readModelTables(settings, database.url);
    let summary: Omit<BackupSummary, 'location'> | undefined;
    await saveBackup(env, location, async (file) => {
      summary = await withClient(database.url, (client) =>
        writeSnapshot(client, file, env.DATA_DIR, fileStorageFor(env), readModels),
      );
    });
    const done = { location: describeLocation(location), ...summary! };
    log(
      `backup written to ${done.location}: ${done.events} events, ${done.rows} rows in ${done.tables} tables, ${done.uploads} uploads, ${done.files} files from DATA_DIR`,
    );
    if (done.missingUploads.length > 0) {
      log(`the storage had no bytes for ${done.missingUploads.length} uploads: ${done.missingUploads.join(', ')}`);
    }
    return done;
  } finally {
    await database.close();
  }
}

// The tables the projectors write, as the app registers them (migrated first, as any start does).
async function readModelTables(settings: NodeJS.ProcessEnv, url: string): Promise<string[]> {
  const server = await createServer('rebuild', appSettings(settings, url));
  try {
    await server.app.init();
    return server.app.get(ProjectionsService).readModels();
  } finally {
    await server.stop();
  }
}

async function writeSnapshot(
  client: pg.Client,
  file: string,
  dataDir: string,
  storage: FileStorage,
  readModels: readonly string[],
): Promise<Omit<BackupSummary, 'location'>> {
  // Read before the snapshot begins: what the files record (the signed-head log) then refers to
  // nothing the snapshot lacks.
  const files = await readDataDirFiles(dataDir);
  await client.query('begin isolation level repeatable read read only');
  const migrations = await client.query<{ name: string }>('select name from migrations order by id');
  const writer = new BackupWriter(file, {
    createdAt: new Date().toISOString(),
    migrations: migrations.rows.map((row) => row.name),
  });
  try {
    for (const { path, bytes } of files) {
      await writer.section({ section: 'file', path, bytes: bytes.length, sha256: sha256Of(bytes) });
      await writer.line(JSON.stringify(bytes.toString('base64')));
    }
    const { copied, missing } = await copyUploads(client, writer, storage);
    const tables = (await tablesInLoadOrder(client)).filter(
      (table) => !readModels.includes(table) && !NOT_BACKED_UP.includes(table),
    );
    let rows = 0;
    let events = 0;
    for (const table of tables) {
      await writer.section({ section: 'table', name: table });
      const count = await readTableRows(client, table, (line) => writer.line(line));
      rows += count;
      if (table === 'event_store_events') events = count;
    }
    const sequences = await readSequences(client);
    await client.query('commit');
    await writer.finish(sequences);
    return { tables: tables.length, rows, events, files: files.length, uploads: copied, missingUploads: missing };
  } catch (error) {
    await writer.abandon();
    throw error;
  }
}

// The bytes of every upload the snapshot holds a row for, from the configured storage.
async function copyUploads(
  client: pg.Client,
  writer: BackupWriter,
  storage: FileStorage,
): Promise<{ copied: number; missing: string[] }> {
  const { rows } = await client.query<{ key: string; mime_type: string }>(
    'select storage_key as key, mime_type from uploads order by storage_key',
  );
  const missing: string[] = [];
  for (const { key, mime_type: mimeType } of rows) {
    const bytes = await storage.get(key).catch(() => undefined);
    if (!bytes) {
      missing.push(key);
      continue;
    }
    await writer.section({ section: 'upload', key, mimeType, bytes: bytes.length, sha256: sha256Of(bytes) });
    await writer.line(JSON.stringify(bytes.toString('base64')));
  }
  return { copied: rows.length - missing.length, missing };
}
