// `npm run bench -- hsn-master`: the HSN master's first load (reading the package's 3.6 MB JSON
// into the tariff's maps) in fresh Node processes, the heap it keeps, and a lookup once loaded.
// The figures go in backend/src/lookups/hsn-sac/README.md.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { HsnSacMasterService } from '../../backend/src/lookups/hsn-sac/hsn-sac-master.service.js';

const ROUNDS = 5;
const LOOKUPS = 20_000;
// Items, headings of many items (3204 has 242), sub-headings, a padded chapter, a SAC, a code
// the master lacks under a heading it has, and one under no heading.
const CODES = ['84713010', '8471', '847130', '3204', '320411', '09021010', '03028990', '998314', '85171300', '25990000'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Run in a process of its own (Node strips the types), so the load is as cold as a server's first.
const LOAD_IN_A_FRESH_PROCESS = `
const { loadHsnTariff } = await import(${JSON.stringify(
  pathToFileURL(`${process.cwd()}/backend/src/lookups/hsn-sac/hsn-tariff.ts`).href,
)});
globalThis.gc();
const before = process.memoryUsage().heapUsed;
const started = performance.now();
const tariff = loadHsnTariff();
const ms = performance.now() - started;
globalThis.gc();
console.log(JSON.stringify({ ms, heapMb: (process.memoryUsage().heapUsed - before) / 1e6, items: tariff.items.size }));
`;

function coldLoad(): { ms: number; heapMb: number; items: number } {
  const run = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', LOAD_IN_A_FRESH_PROCESS], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { ms: number; heapMb: number; items: number };
}

describe('HSN master benchmark', () => {
  it('loads the tariff once, cold, and looks codes up', () => {
    const loads = Array.from({ length: ROUNDS }, coldLoad);
    expect(loads.every((load) => load.items === 12_604)).toBe(true);

    const master = new HsnSacMasterService();
    const known = CODES.map((code) => master.lookup(code) !== null);
    expect(known).toEqual([true, true, true, true, true, true, true, true, false, false]);
    const started = performance.now();
    for (let i = 0; i < LOOKUPS; i++) master.lookup(CODES[i % CODES.length]!);
    const microsPerLookup = ((performance.now() - started) * 1000) / LOOKUPS;

    console.log(
      [
        `HSN master, ${ROUNDS} cold loads: ${loads.map((load) => load.ms.toFixed(0)).join(', ')} ms ` +
          `(median ${median(loads.map((load) => load.ms)).toFixed(0)} ms)`,
        `heap kept: ${median(loads.map((load) => load.heapMb)).toFixed(1)} MB (median)`,
        `lookup once loaded: ${microsPerLookup.toFixed(1)} µs (mean of ${LOOKUPS.toLocaleString('en')}, codes ${CODES.join(' ')})`,
      ].join('\n'),
    );
  });
});
