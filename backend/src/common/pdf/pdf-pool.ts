import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import { PdfError } from './pdf.errors.js';
import type { PdfWorkerData } from './pdf-render.worker.js';
import type { PdfJob } from './pdf-renderers.js';
import type { PdfSigningIdentity } from './signing/pdf-signing-identity.js';

// A pool thread's entry file beside this module, for the way the backend runs: tsc's output and
// the bundle (rolldown emits the worker as its own file beside main.mjs, backend/rolldown.config.mjs)
// start pdf-render.worker.js; the TypeScript source (jest) starts source-worker.mjs, which loads
// the .ts entry through swc.
const WORKER_ENTRY = import.meta.url.endsWith('.ts') ? './source-worker.mjs' : './pdf-render.worker.js';

export interface PdfPoolOptions {
  // Threads rendering at once.
  threads: number;
  // Renders that may wait for a thread; past that a render is refused (503).
  queue: number;
  // The key and certificates every PDF is signed with, handed to each thread as it starts.
  signing: PdfSigningIdentity;
}

// Threads for PDF_WORKERS unset: one less than the cores, so the event loop keeps a core of its own.
export const defaultPdfThreads = (): number => Math.max(1, availableParallelism() - 1);

// Renders PDFs on worker threads (piscina), off the API's event loop: a 1,000-item contract takes
// seconds to lay out, which on the event loop delayed every other user's request by as much. The
// threads run at a lower priority (nice 10, Linux), so on a busy machine the event loop comes first.
// They start with the first render and stop after a minute idle; pdfkit loads only in them.
export class PdfPool {
  private pool?: Promise<Piscina>;

  constructor(private readonly options: PdfPoolOptions) {}

  // The job's bytes as its renderer gives them in this process, with the platform's PDF signature
  // appended (signing/pdf-signer.ts).
  async render(job: PdfJob): Promise<Buffer> {
    const pool = await (this.pool ??= this.start());
    if (pool.queueSize >= this.options.queue) throw new PdfError('PDF_QUEUE_FULL');
    const bytes: Uint8Array = await pool.run(job);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await (await pool)?.destroy();
  }

  // Nest stops the pool with the app.
  onModuleDestroy(): Promise<void> {
    return this.close();
  }

  private async start(): Promise<Piscina> {
    const { Piscina } = await import('piscina');
    return new Piscina({
      filename: new URL(WORKER_ENTRY, import.meta.url).href,
      minThreads: 0,
      maxThreads: this.options.threads,
      idleTimeout: 60_000,
      maxQueue: this.options.queue,
      niceIncrement: 10,
      workerData: { signing: this.options.signing } satisfies PdfWorkerData,
    });
  }
}
