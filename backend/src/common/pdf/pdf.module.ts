import { Global, Module } from '@nestjs/common';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import { defaultPdfThreads, PdfPool } from './pdf-pool.js';
import { RenderedPdfs } from './rendered-pdfs.service.js';

// Renders that may wait for a pool thread. Each user has at most one, so this bounds the users
// rendering at once; past it the answer is 503.
const PDF_QUEUE = 64;

// PDFs off the event loop: the worker pool and the store every feature serves its PDFs through.
@Global()
@Module({
  providers: [
    {
      provide: PdfPool,
      useFactory: (runtime: Runtime) =>
        new PdfPool({
          threads: runtime.env.PDF_WORKERS ?? defaultPdfThreads(),
          queue: PDF_QUEUE,
          signing: runtime.pdfSigning,
        }),
      inject: [RUNTIME],
    },
    RenderedPdfs,
  ],
  exports: [PdfPool, RenderedPdfs],
})
export class PdfModule {}
