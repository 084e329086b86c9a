// Module hooks for a worker thread that runs backend/src as TypeScript (see source-worker.mjs):
// they resolve what jest.config.js maps (`@samvida/machines` to its source, `./x.js` to `./x.ts`)
// and transpile .ts with the swc options jest.config.js gives @swc/jest. Development only: swc
// is a root dev dependency.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from '@swc/core';

const MACHINES = new URL('../../../../machines/src/index.ts', import.meta.url).href;

const SWC = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export async function resolve(specifier, context, next) {
  if (specifier === '@samvida/machines') return { url: MACHINES, shortCircuit: true };
  if (context.parentURL?.endsWith('.ts') && /^\.\.?\//.test(specifier) && specifier.endsWith('.js')) {
    const source = new URL(`${specifier.slice(0, -3)}.ts`, context.parentURL);
    if (existsSync(fileURLToPath(source))) return { url: source.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const filename = fileURLToPath(url);
  const { code } = await transform(await readFile(filename, 'utf8'), { ...SWC, filename });
  return { format: 'module', source: code, shortCircuit: true };
}
