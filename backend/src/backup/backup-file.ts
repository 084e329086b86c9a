import { createHash, type Hash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';
import { BackupError } from './backup.errors.js';

// A backup is one gzip'd file of JSON lines: a header line, then sections (a line that names the
// section, then its data lines), then a manifest line with the SHA-256 of every section and of
// everything before it. A table's data lines are its rows as PostgreSQL's row_to_json wrote them,
// kept as text end to end so no number or timestamp is ever re-read by JavaScript.
export const BACKUP_FORMAT = 'samvida-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  // The migrations the source database had applied, in order: the restore migrates to them first.
  migrations: string[];
}

export type SectionLine =
  | { section: 'file'; path: string; bytes: number; sha256: string }
  | { section: 'upload'; key: string; mimeType: string; bytes: number; sha256: string }
  | { section: 'table'; name: string };

export interface SequenceValue {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface Manifest {
  sections: (SectionLine & { lines: number; linesSha256: string })[];
  sequences: SequenceValue[];
  // SHA-256 of every byte before the manifest line.
  sha256: string;
}

// Writes a backup to a temporary file beside `target` and renames it into place once complete,
// so `target` is either the whole backup or absent.
export class BackupWriter {
  private readonly partial: string;
  private readonly gzip: Gzip;
  private readonly out: WriteStream;
  private readonly done: Promise<void>;
  private readonly whole = createHash('sha256');
  private readonly sections: Manifest['sections'] = [];
  private current?: { line: SectionLine; lines: number; hash: Hash };

  constructor(
    private readonly target: string,
    header: Omit<BackupHeader, 'format' | 'version'>,
  ) {
    this.partial = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.partial`);
    this.gzip = createGzip();
    // The backup holds the secret keys: readable by its owner only.
    this.out = createWriteStream(this.partial, { mode: 0o600 });
    this.done = pipeline(this.gzip, this.out);
    // A failed write surfaces on `done`; without this, an early failure would be unhandled.
    this.done.catch(() => undefined);
    this.writeLine(JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, ...header }));
  }

  async section(line: SectionLine): Promise<void> {
    this.closeSection();
    await this.line(JSON.stringify(line));
    this.current = { line, lines: 0, hash: createHash('sha256') };
  }

  // One data line of the current section; waits while the file catches up.
  async line(text: string): Promise<void> {
    if (this.current) {
      this.current.lines += 1;
      this.current.hash.update(text).update('\n');
    }
    if (!this.writeLine(text)) await Promise.race([once(this.gzip, 'drain'), this.done]);
  }

  async finish(sequences: SequenceValue[]): Promise<void> {
    this.closeSection();
    const manifest: Manifest = { sections: this.sections, sequences, sha256: this.whole.digest('hex') };
    this.gzip.end(`${JSON.stringify({ manifest })}\n`);
    await this.done;
    // On disk before it takes the target's name, so a crash never leaves a short file there.
    const written = await open(this.partial, 'r+');
    await written.sync().finally(() => written.close());
    await rename(this.partial, this.target);
  }

  // Leaves nothing behind after a failure.
  async abandon(): Promise<void> {
    this.gzip.destroy();
    await this.done.catch(() => undefined);
    await rm(this.partial, { force: true });
  }

  private writeLine(text: string): boolean {
    this.whole.update(text).update('\n');
    return this.gzip.write(`${text}\n`);
  }

  private closeSection(): void {
    if (!this.current) return;
    const { line, lines, hash } = this.current;
    this.sections.push({ ...line, lines, linesSha256: hash.digest('hex') });
    this.current = undefined;
  }
}

// One line of a backup as it is read (`text`, as written): the header, a section's line, one of
// its data lines, or the manifest.
export type BackupRecord = { text: string } & (
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'section'; section: SectionLine }
  | { kind: 'data' }
  | { kind: 'manifest'; manifest: Manifest }
);

// Every line of the backup at `file`, in order. Control lines (header, section, manifest) are JSON
// objects; data lines never start with `{` (a table's row is wrapped in an array, a file's bytes
// are a base64 string). Damage the decompression notices is a BackupError.
export async function* readBackup(file: string): AsyncGenerator<BackupRecord> {
  const input = createReadStream(file).pipe(createGunzip());
  let failure: Error | undefined;
  input.on('error', (error) => (failure = error));
  const lines = createInterface({ input, crlfDelay: Infinity });
  let inSection = false;
  try {
    let first = true;
    for await (const text of lines) {
      if (failure) break;
      if (first) {
        first = false;
        yield { kind: 'header', header: parseHeader(text), text };
      } else if (!text.startsWith('{')) {
        if (!inSection) throw new BackupError('The backup file is damaged: it holds a line outside any section.');
        yield { kind: 'data', text };
      } else {
        const control = JSON.parse(text) as Partial<SectionLine> & { manifest?: Manifest };
        if (control.manifest) yield { kind: 'manifest', manifest: control.manifest, text };
        else {
          inSection = true;
          yield { kind: 'section', section: control as SectionLine, text };
        }
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    failure ??= error as Error;
  } finally {
    lines.close();
    input.destroy();
  }
  if (failure) throw new BackupError(`The backup file is damaged or incomplete: ${failure.message}.`);
}

// A table row's data line, and back: rows are wrapped so that no data line starts with `{`.
export const rowLine = (rowJson: string): string => `[${rowJson}]`;
export const rowsAsJsonArray = (lines: readonly string[]): string =>
  `[${lines.map((line) => line.slice(1, -1)).join(',')}]`;

function parseHeader(text: string): BackupHeader {
  let header: Partial<BackupHeader> | undefined;
  try {
    header = JSON.parse(text) as Partial<BackupHeader>;
  } catch {
    header = undefined;
  }
  if (header?.format !== BACKUP_FORMAT) throw new BackupError('This file is not a Samvida backup.');
  if (header.version !== BACKUP_VERSION) {
    throw new BackupError(
      `This backup has format version ${header.version}; this Samvida reads version ${BACKUP_VERSION}.`,
    );
  }
  return header as BackupHeader;
}

// Reads the whole backup once and checks it against its manifest: every section's lines and the
// file as a whole. Answers the header and the manifest of a sound backup.
export async function verifyBackup(file: string): Promise<{ header: BackupHeader; manifest: Manifest }> {
  const whole = createHash('sha256');
  const seen: { section: SectionLine; lines: number; hash: Hash }[] = [];
  let header: BackupHeader | undefined;
  let manifest: Manifest | undefined;
  for await (const record of readBackup(file)) {
    if (manifest) throw new BackupError('The backup file is damaged: lines follow its manifest.');
    if (record.kind === 'manifest') {
      manifest = record.manifest;
      continue;
    }
    if (record.kind === 'header') header = record.header;
    if (record.kind === 'section') seen.push({ section: record.section, lines: 0, hash: createHash('sha256') });
    if (record.kind === 'data') {
      const current = seen.at(-1)!;
      current.lines += 1;
      current.hash.update(record.text).update('\n');
    }
    whole.update(record.text).update('\n');
  }
  if (!header || !manifest) throw new BackupError('The backup file is incomplete: it has no manifest at its end.');
  const damaged = sectionsNotMatching(seen, manifest);
  if (damaged.length > 0 || whole.digest('hex') !== manifest.sha256) {
    throw new BackupError(
      `The backup file is damaged: its checksums do not match${damaged.length ? ` (${damaged.join(', ')})` : ''}.`,
    );
  }
  return { header, manifest };
}

const sectionName = (section: SectionLine): string =>
  section.section === 'table'
    ? `table ${section.name}`
    : section.section === 'file'
      ? `file ${section.path}`
      : `upload ${section.key}`;

function sectionsNotMatching(
  seen: { section: SectionLine; lines: number; hash: Hash }[],
  manifest: Manifest,
): string[] {
  const damaged = seen
    .filter(({ section, lines, hash }, index) => {
      const listed = manifest.sections[index];
      return (
        !listed ||
        sectionName(listed) !== sectionName(section) ||
        listed.lines !== lines ||
        listed.linesSha256 !== hash.digest('hex')
      );
    })
    .map(({ section }) => sectionName(section));
  if (manifest.sections.length !== seen.length) damaged.push('the list of sections');
  return damaged;
}
