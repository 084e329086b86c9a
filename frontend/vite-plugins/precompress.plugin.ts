import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
// Below this, the headers cost more than compression saves.
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every compressible
 * output file, so the server sends them without compressing per request. A variant that is not
 * smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'samvida-precompress',
    apply: 'build',
    // The server entry the prerender builds (prerender.plugin.ts) is not served.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) precompressFile(file);
    },
  };
}

/** Writes `<file>.br` and `<file>.gz` beside `file` when it is compressible and they are smaller. */
export function precompressFile(file: string): void {
  if (!COMPRESSIBLE.test(file)) return;
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) return;
  writeIfSmaller(`${file}.br`, bytes.length, brotli(bytes));
  writeIfSmaller(`${file}.gz`, bytes.length, gzipSync(bytes, { level: 9 }));
}

const brotli = (bytes: Buffer): Buffer =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

function writeIfSmaller(file: string, original: number, compressed: Buffer): void {
  if (compressed.length < original) writeFileSync(file, compressed);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
