import { readdirSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** Vite names every file under /assets/ by its content hash: a changed file gets a new name. */
const HASHED = /^\/assets\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html, favicon) is revalidated on each use, so a deploy shows at once.
const REVALIDATE = 'no-cache';
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the built frontend from `dist`: the brotli or gzip file written at build time
 * (`<file>.br`, `<file>.gz`) when the browser accepts it, with Content-Encoding and
 * Vary: Accept-Encoding; hashed assets cached for a year, the rest revalidated.
 */
export function staticAssets(dist: string): RequestHandler {
  const variants = precompressedVariants(dist);
  const serve = express.static(dist, { index: false, cacheControl: false });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', HASHED.test(req.path) ? IMMUTABLE : REVALIDATE);
    const available = variants.get(req.path);
    if (available) {
      res.setHeader('Vary', 'Accept-Encoding');
      const encoding = ENCODINGS.find((candidate) => available.has(candidate.name) && accepts(req, candidate.name));
      if (encoding) {
        res.setHeader('Content-Encoding', encoding.name);
        res.type(path.extname(req.path));
        req.url = `${req.path}${encoding.suffix}`;
      }
    }
    serve(req, res, next);
  };
}

/** The encodings the client accepts with a non-zero quality. */
function accepts(req: Request, encoding: string): boolean {
  return req.acceptsEncodings(encoding) === encoding;
}

/** URL path → encodings with a file written beside it, read once at boot. */
function precompressedVariants(dist: string): Map<string, Set<string>> {
  const variants = new Map<string, Set<string>>();
  for (const entry of readdirSync(dist, { withFileTypes: true, recursive: true })) {
    const encoding = ENCODINGS.find((candidate) => entry.isFile() && entry.name.endsWith(candidate.suffix));
    if (!encoding) continue;
    const file = path.join(entry.parentPath, entry.name.slice(0, -encoding.suffix.length));
    const urlPath = `/${path.relative(dist, file).split(path.sep).join('/')}`;
    variants.set(urlPath, (variants.get(urlPath) ?? new Set()).add(encoding.name));
  }
  return variants;
}
