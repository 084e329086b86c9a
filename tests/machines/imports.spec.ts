// The machines package stays pure: its files import only each other, xstate, zod and decimal.js.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(process.cwd(), 'machines', 'src');
const ALLOWED = new Set(['xstate', 'zod', 'decimal.js']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );

const specifiersOf = (source: string): string[] =>
  [
    ...source.matchAll(
      /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => (m[1] ?? m[2] ?? m[3])!);

describe('machines/src imports', () => {
  const files = sourceFiles(root);

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((f) => [relative(root, f), f]))(
    '%s imports only relative modules, xstate, zod and decimal.js',
    (_name, file) => {
      const bad = specifiersOf(readFileSync(file, 'utf8')).filter((s) => !s.startsWith('.') && !ALLOWED.has(s));
      expect(bad).toEqual([]);
    },
  );

  it('would catch a forbidden import', () => {
    const sample = "import { readFileSync } from 'node:fs';\nimport type { Pool } from 'pg';\nexport * from './x.js';";
    expect(specifiersOf(sample)).toEqual(['node:fs', 'pg', './x.js']);
  });
});
