import { PDF_RENDERERS, type PdfJob } from './pdf-renderers.js';

// The entry of a PDF pool thread (piscina calls the default export once per job). The bytes go
// back as a plain Uint8Array view of the rendered buffer; the pool wraps them as a Buffer again.
export default async function renderPdf(job: PdfJob): Promise<Uint8Array> {
  const render = PDF_RENDERERS[job.kind] as (input: PdfJob['input']) => Promise<Buffer>;
  const bytes = await render(job.input);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
