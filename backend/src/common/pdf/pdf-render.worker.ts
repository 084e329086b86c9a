import { workerData } from 'node:worker_threads';
import { PDF_RENDERERS, type PdfJob } from './pdf-renderers.js';
import { pdfSigner } from './signing/pdf-signer.js';
import type { PdfSigningIdentity } from './signing/pdf-signing-identity.js';

// What the pool starts each thread with.
export interface PdfWorkerData {
  signing: PdfSigningIdentity;
}

const sign = pdfSigner((workerData as PdfWorkerData).signing);

// The entry of a PDF pool thread (piscina calls the default export once per job): renders the job
// and signs it, here in one place for every kind, so no renderer knows of signatures. The bytes go
// back as a plain Uint8Array view of the signed buffer; the pool wraps them as a Buffer again.
export default async function renderPdf(job: PdfJob): Promise<Uint8Array> {
  const render = PDF_RENDERERS[job.kind] as (input: PdfJob['input']) => Promise<Buffer>;
  const bytes = await sign(await render(job.input), new Date());
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
