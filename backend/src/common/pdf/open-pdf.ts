import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

// Not named `require`: the bundles declare that at their top (backend/rolldown.config.mjs).
const fromHere = createRequire(import.meta.url);
// pdfkit's built-in fonts have no ₹ glyph; Noto Sans has.
const FONTS = {
  regular: fromHere.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: fromHere.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

// A document being written, and its bytes once `doc.end()` is called.
export interface OpenPdf {
  doc: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
}

type Options = ConstructorParameters<typeof PDFDocument>[0];

// A new A4 document with Noto Sans registered as 'Noto' and 'Noto-Bold' and selected at 10 pt.
// pdfkit and its font stack are a good part of the backend's module graph, so they load with the
// first PDF (in a thread of the PDF pool, common/pdf/pdf-pool.ts) instead of at boot.
export async function openPdf(options: Options): Promise<OpenPdf> {
  const { default: Document } = await import('pdfkit');
  const doc = new Document({ size: 'A4', ...options });
  doc.registerFont('Noto', FONTS.regular).registerFont('Noto-Bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Noto').fontSize(10);
  return { doc, bytes };
}
