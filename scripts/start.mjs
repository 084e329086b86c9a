// `npm start` / `npm run projector` / `npm run projections:rebuild` / `npm run backup` /
// `npm run restore`: builds what is missing or stale, then runs the backend in this same process
// so Ctrl-C reaches it (and it stops the embedded PostgreSQL).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** Newest modification time of any file under `dir` (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = statSync(dir).mtimeMs;
  if (!statSync(dir).isDirectory()) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const builds = [
  { workspace: 'machines', sources: ['machines/src'], output: 'machines/dist/index.js' },
  {
    workspace: 'backend',
    sources: ['backend/src', 'backend/rolldown.config.mjs', 'migrations', 'machines/src'],
    output: 'backend/dist/bundle/main.mjs',
  },
  {
    workspace: 'frontend',
    sources: [
      'frontend/src',
      'frontend/index.html',
      'frontend/vite.config.ts',
      'frontend/vite-plugins',
      'machines/src',
    ],
    output: 'frontend/dist/index.html',
  },
];

for (const { workspace, sources, output } of builds) {
  const built = existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0;
  const changed = Math.max(...sources.map((source) => newest(path.join(root, source))));
  if (built >= changed) continue;
  process.stdout.write(`Building ${workspace}...\n`);
  // A build is always the production one: under jest (NODE_ENV=test) Vite would emit React's
  // development build into frontend/dist, which every later run would then serve.
  execSync(`npm run build -w ${workspace} --silent`, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

process.chdir(root);
await import(pathToFileURL(path.join(root, 'backend/dist/bundle/main.mjs')).href);
