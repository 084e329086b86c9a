import { readdirSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

// Vite names every file under /assets/ by its content hash: a changed file gets a new name.
const HASHED = /^\/assets\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html, favicon) is revalidated on each use, so a deploy shows at once.
const REVALIDATE = 'no-cache';
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

// Serves the built frontend from `dist`: the brotli or gzip file written at build time
// (`<file>.br`, `<file>.gz`) when the browser accepts it, with Content-Encoding and
// Vary: Accept-Encoding; hashed assets cached for a year, the rest revalidated. A public page the
// build prerendered (`pages/<path in lower case>.html`, frontend/vite-plugins/prerender.plugin.ts)
// is sent for its address without a query, as routes match it: in any case.
export function staticAssets(dist: string): RequestHandler {
  const { files, variants } = builtFiles(dist);
  const serve = express.static(dist, { index: false, cacheControl: false });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // The HTML of a page as a guest first sees it: an address with a query (/Signup?panel=2) may
    // show another state, which hydrating that HTML would contradict, so it gets the app shell.
    const page = req.url === req.path ? prerenderedPageOf(req.path) : '';
    if (files.has(page)) req.url = page + req.url.slice(req.path.length);
    // The build does not change while the server runs: anything else (every API call) passes on
    // without a look at the disk.
    if (!files.has(req.path)) return next();
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

// `/` is pages/index.html, `/SelectTemplate` pages/selecttemplate.html: one-segment addresses only.
function prerenderedPageOf(urlPath: string): string {
  if (urlPath === '/') return '/pages/index.html';
  const name = /^\/(\w+)$/.exec(urlPath)?.[1]?.toLowerCase();
  return name && name !== 'index' ? `/pages/${name}.html` : '';
}

// The encodings the client accepts with a non-zero quality.
function accepts(req: Request, encoding: string): boolean {
  return req.acceptsEncodings(encoding) === encoding;
}

// The build's files by URL path, and the encodings written beside each, read once at boot.
function builtFiles(dist: string): { files: Set<string>; variants: Map<string, Set<string>> } {
  const files = new Set<string>();
  const variants = new Map<string, Set<string>>();
  const urlPathOf = (file: string) => `/${path.relative(dist, file).split(path.sep).join('/')}`;
  for (const entry of readdirSync(dist, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.add(urlPathOf(file));
    const encoding = ENCODINGS.find((candidate) => entry.name.endsWith(candidate.suffix));
    if (!encoding) continue;
    const original = urlPathOf(file.slice(0, -encoding.suffix.length));
    variants.set(original, (variants.get(original) ?? new Set()).add(encoding.name));
  }
  return { files, variants };
}
