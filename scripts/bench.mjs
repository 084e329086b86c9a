// `npm run bench [-- <name>]`: runs tests/bench/<name>.bench.ts, or every bench without a name,
// through jest with jest.bench.config.js.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [name] = process.argv.slice(2);
const args = [
  '--experimental-vm-modules',
  '--disable-warning=ExperimentalWarning',
  'node_modules/jest/bin/jest.js',
  '--config',
  'jest.bench.config.js',
  '--runInBand',
  ...(name ? ['--testPathPatterns', `/${name.replace(/[^\w-]/g, '')}\\.bench\\.ts$`] : []),
];
const { status } = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
process.exit(status ?? 1);
