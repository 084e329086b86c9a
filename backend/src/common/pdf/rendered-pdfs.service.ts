import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import { PdfError } from './pdf.errors.js';
import { PdfPool } from './pdf-pool.js';
import type { PdfJob } from './pdf-renderers.js';

// Part of every key: bump it when a renderer's layout changes, so that PDFs stored with the old
// layout are no longer served. (The contract document cannot change: its bytes are signed.)
const LAYOUT = 1;
// How long a user's further render waits for their current one before it is refused with 503.
const USER_WAIT_MS = 1_000;

// The SHA-256 of a value's JSON: names render input that alone determines a PDF's bytes (its
// signature aside).
export const contentHash = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

// A store key from the parts that determine a PDF's bytes.
export const pdfKey = (kind: PdfJob['kind'], ...parts: (string | number)[]): string =>
  [kind, `l${LAYOUT}`, ...parts].join(':');

// The key of a job whose input is all that determines its bytes: a hash of that input.
export const inputKey = (job: PdfJob): string => pdfKey(job.kind, contentHash(job.input));

// The key of a contract's PDF (an invoice, a certificate) named by its input: the contract's id
// comes first, so the PDF leaves with the contract's files (deleteOfAgreement).
export const contractInputKey = (agreementId: string, job: PdfJob): string =>
  pdfKey(job.kind, agreementId, contentHash(job.input));

// A job, or a function building it.
type JobSource = PdfJob | (() => Promise<PdfJob>);
const isLazy = (job: JobSource): job is () => Promise<PdfJob> => typeof job === 'function';

export interface PdfOptions {
  // What determines the bytes, when cheaper to name than the input (default: `inputKey(job)`);
  // required with a job given as a function.
  key?: string;
  // Throws when the bytes are not the ones expected; checked on stored and on new bytes alike, and
  // new bytes that fail it are not stored.
  check?: (bytes: Buffer) => void;
}

// Every PDF the API serves: rendered and signed once per content on the worker pool, kept in
// PostgreSQL (rendered_pdfs, bounded by PDF_STORE_MB) and served from there afterwards, the same
// file each time (a render after the file left the store signs it again, at that time). A user
// renders one PDF at a time: a further render of theirs waits up to a second for it, then is
// refused (503 with Retry-After), so that nobody holds more than one pool thread. Requests for
// content already being rendered wait for that render instead of starting another. Both limits are
// per process.
@Injectable()
export class RenderedPdfs {
  private readonly byUser = new Map<string, Promise<void>>();
  private readonly byKey = new Map<string, Promise<Buffer>>();
  private readonly storeBytes: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pool: PdfPool,
    @Inject(RUNTIME) runtime: Runtime,
  ) {
    this.storeBytes = runtime.env.PDF_STORE_MB * 1024 * 1024;
  }

  // The PDF of `job` for `userId`: stored, being rendered, or rendered now and stored. A job given
  // as a function is built only when it is rendered (when building its input is work of its own).
  get(userId: string, job: PdfJob, options?: PdfOptions): Promise<Buffer>;
  get(userId: string, job: () => Promise<PdfJob>, options: PdfOptions & { key: string }): Promise<Buffer>;
  async get(userId: string, job: JobSource, options: PdfOptions = {}): Promise<Buffer> {
    const key = options.key ?? inputKey(job as PdfJob);
    const stored = await this.read(key);
    if (stored) {
      options.check?.(stored);
      return stored;
    }
    return this.byKey.get(key) ?? this.renderOnce(userId, key, job, options.check);
  }

  // Deletes the stored PDFs whose key names the contract: every PDF of the contract (its documents,
  // invoices, credit notes, certificates and audit reports). None is rendered again (below).
  async deleteOfAgreement(agreementId: string): Promise<void> {
    await this.dataSource.query(`delete from rendered_pdfs where split_part(key, ':', 3) = $1`, [agreementId]);
  }

  // Refuses the PDFs of a contract whose files were deleted after its archive months: a render
  // would bring them back.
  async assertFilesKept(agreementId: string): Promise<void> {
    const rows: unknown[] = await this.dataSource.query(
      'select 1 from agreement_retention where agreement_id = $1 and files_deleted_on is not null',
      [agreementId],
    );
    if (rows.length) throw new PdfError('FILES_DELETED');
  }

  // A render that is not served from the store (the contract document being fixed, whose key is
  // its hash); counts as the user's one render like any other.
  async render(userId: string, job: PdfJob): Promise<Buffer> {
    const release = await this.userSlot(userId);
    try {
      return await this.pool.render(job);
    } finally {
      release();
    }
  }

  // Keeps bytes rendered with `render` under `key`. Answers the bytes kept: these, or those another
  // process stored first (signed at another time), so that everyone is served one file.
  async put(key: string, bytes: Buffer): Promise<Buffer> {
    const [kept]: { bytes: Buffer }[] = await this.dataSource.query(
      `insert into rendered_pdfs (key, bytes, size) values ($1, $2, $3)
       on conflict (key) do update set used_at = now() returning bytes`,
      [key, bytes, bytes.length],
    );
    // Past the bound, the least recently used go.
    await this.dataSource.query(
      `delete from rendered_pdfs where key in (
         select key from (select key, sum(size) over (order by used_at desc, key) as kept from rendered_pdfs) ranked
         where kept > $1)`,
      [this.storeBytes],
    );
    return kept!.bytes;
  }

  // The SHA-256 of the file stored under `key`, as a download serves it; null when none is stored
  // (the next download renders and signs it again). Not a use of the file: it stays as recent as it was.
  async fileSha256(key: string): Promise<string | null> {
    const rows: { fileSha256: string }[] = await this.dataSource.query(
      'select file_sha256 as "fileSha256" from rendered_pdfs where key = $1',
      [key],
    );
    return rows[0]?.fileSha256 ?? null;
  }

  private async renderOnce(userId: string, key: string, job: JobSource, check: PdfOptions['check']): Promise<Buffer> {
    const release = await this.userSlot(userId);
    try {
      // Someone else may have started it while this request waited.
      const running = this.byKey.get(key);
      if (running) return await running;
      const rendering = (async () => {
        const bytes = await this.pool.render(isLazy(job) ? await job() : job);
        check?.(bytes);
        return await this.put(key, bytes);
      })();
      this.byKey.set(key, rendering);
      try {
        return await rendering;
      } finally {
        this.byKey.delete(key);
      }
    } finally {
      release();
    }
  }

  private async read(key: string): Promise<Buffer | undefined> {
    const rows: { bytes: Buffer; stale: boolean }[] = await this.dataSource.query(
      `select bytes, used_at < now() - interval '1 minute' as stale from rendered_pdfs where key = $1`,
      [key],
    );
    const row = rows[0];
    // The last use is written at most once a minute: the bound needs the order, not the instant.
    if (row?.stale) await this.dataSource.query('update rendered_pdfs set used_at = now() where key = $1', [key]);
    return row?.bytes;
  }

  // Waits (briefly) until the user renders nothing else, then holds their slot until released.
  private async userSlot(userId: string): Promise<() => void> {
    const deadline = performance.now() + USER_WAIT_MS;
    for (let current = this.byUser.get(userId); current; current = this.byUser.get(userId)) {
      const left = deadline - performance.now();
      if (left <= 0 || !(await settlesWithin(current, left))) throw new PdfError('PDF_BUSY');
    }
    let release!: () => void;
    this.byUser.set(userId, new Promise<void>((resolve) => (release = resolve)));
    return () => {
      this.byUser.delete(userId);
      release();
    };
  }
}

// Whether `promise` settles within `ms`.
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
