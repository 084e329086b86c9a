// `npm run verify -- <export.json> [--public-key <hex>] [--since <head.json>]`: checks a contract's
// exported history offline, with no server: the Ed25519 signature of the tree head, the stream's
// head in it (so an event missing after the last one shows), the hash chain of every event and
// each event's RFC 9162 inclusion proof. Pass the public key published at /api/Audit/PublicKey
// (obtained separately) so a forged export with its own key is refused. `--since` takes a tree head
// you kept earlier (or an earlier export) and checks that the log only grew from it, with the
// consistency proof an export made with `?since=<its size>` carries.
// Exit code 0 when everything checks out, 1 when something does not, 2 on bad usage.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const machinesDist = path.join(root, 'machines/dist/index.js');

/** Newest modification time of any file under `dir`. */
function newest(dir) {
  let latest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const args = process.argv.slice(2);
/** The value after `--name`, or undefined; `null` when the option is given without one. */
const option = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  return args[at + 1] && !args[at + 1].startsWith('--') ? args[at + 1] : null;
};
const trustedKey = option('--public-key');
const since = option('--since');
const optionValues = new Set(['--public-key', '--since'].map((name) => args.indexOf(name) + 1).filter((at) => at > 0));
const file = args.find((arg, index) => !arg.startsWith('--') && !optionValues.has(index));
if (!file || trustedKey === null || since === null) {
  process.stderr.write('usage: npm run verify -- <export.json> [--public-key <hex>] [--since <head.json>]\n');
  process.exit(2);
}

// The verifier is the machines package's (the same code the browser runs); build it when stale.
if (!existsSync(machinesDist) || statSync(machinesDist).mtimeMs < newest(path.join(root, 'machines/src'))) {
  execSync('npm run build -w machines --silent', { cwd: root, stdio: 'ignore' });
}
const { verifyAuditExport } = await import(pathToFileURL(machinesDist).href);

const readJson = (name) => JSON.parse(readFileSync(path.resolve(name), 'utf8'));
const exported = readJson(file);
if (trustedKey && exported.publicKey !== trustedKey.toLowerCase()) {
  process.stdout.write('FAILED: the export is signed with a different key than the one you trust.\n');
  process.exit(1);
}
const result = await verifyAuditExport(exported, since ? { since: readJson(since) } : {});
if (result.ok) {
  process.stdout.write(
    `OK: ${result.events} events of ${exported.streamId} verified; chain intact; none missing after the last; ` +
      `all in the signed tree of ${result.treeSize} events (root ${result.rootHash}).\n`,
  );
  if (result.since) process.stdout.write(`The log only grew from the head of ${result.since} events you kept.\n`);
  if (!trustedKey) process.stdout.write('Note: pass --public-key to check the signer is the key Samvida publishes.\n');
  process.exit(0);
}
const where = result.brokenAt === undefined ? '' : ` at event ${result.brokenAt}`;
process.stdout.write(`FAILED (${result.step})${where}: ${result.reason}\n`);
process.exit(1);
