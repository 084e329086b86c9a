// Reads the QR codes printed on a PDF page as a phone would: poppler's `pdftoppm` renders the page
// (150 dpi, grey) and jsQR decodes each code in a process of its own (decode-qr-codes.mjs).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const DECODER = fileURLToPath(new URL('./decode-qr-codes.mjs', import.meta.url));

// Runs `command` with `input` on stdin and answers its stdout, without blocking the event loop.
function run(command: string, args: string[], input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin!.end(input);
  });
}

/** The texts of every QR code on `page` of `pdf` (1-based), in the order jsQR finds them. */
export async function qrCodesOn(pdf: Buffer, page = 1): Promise<string[]> {
  const pgm = await run('pdftoppm', ['-r', '150', '-gray', '-f', String(page), '-l', String(page), '-'], pdf);
  return JSON.parse((await run(process.execPath, [DECODER], pgm)).toString('utf8')) as string[];
}
