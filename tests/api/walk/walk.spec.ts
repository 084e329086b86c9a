// A model-based walk through the whole product (issue 36): seeded random steps by a buyer, two
// sellers, an auditor, an outsider and an anonymous caller over the real HTTP API (RFQs, builder
// contracts, purchase orders, negotiation, signing, invoices, notes, credit notes, payments,
// auditor grants), every read endpoint checked as every caller after each step.
//
// CI runs a fixed seed. A failure prints the seed, the path and the steps the walk took (each as
// the move it made, its caller and contract). Replay it with the same command plus
// WALK_SEED=<seed> WALK_PATH=<path> (WALK_RUNS=1 for that walk alone); WALK_SHRINK=1 shrinks it
// (slow), WALK_REPLAY=<replayPath> replays a shrunk one, WALK_TRACE=1 prints every step's answer.
// `npm run soak` walks longer with a random seed (WALK_RUNS and WALK_STEPS override its counts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { controlClock } from '../accounts/support/accounts.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import type { WalkStats, World } from './read-checks.js';
import { emptyModel, newWorld, walkCommands } from './walk-model.js';

const env = process.env;
const soak = env.WALK_SOAK === '1';
const custom = ['WALK_SEED', 'WALK_RUNS', 'WALK_STEPS', 'WALK_PATH'].some((name) => env[name] !== undefined);
const config = {
  seed: Number(env.WALK_SEED ?? (soak ? Date.now() % 2 ** 31 : 36)),
  runs: Number(env.WALK_RUNS ?? (soak ? 25 : 4)),
  // Generated steps per walk; those the model finds implausible are skipped, not run.
  steps: Number(env.WALK_STEPS ?? (soak ? 120 : 60)),
  path: env.WALK_PATH,
  replayPath: env.WALK_REPLAY,
  shrink: env.WALK_SHRINK === '1',
};

// Milestones the CI walks must reach (events in the contracts, steps done), so a change of weights
// cannot quietly make them shallow. The walk is deterministic for a seed only while the product
// answers the same: if a change of behaviour moves the fixed walk off one, pick another seed.
const DEPTH = [
  'SaveAgreement done',
  'PurchaseOrders/Publish done',
  'AgreementPublished',
  'AgreementStarted',
  'AgreementSigned',
  'AuditorAccessGranted',
  'InvoiceNumbered',
  'TxnNoteSettled',
  'PaymentMade',
  'PaymentReceived',
  'CreditNoteIssued',
];

describe('a model-based walk through the whole product', () => {
  let app: TestApp;
  let clock: World['clock'];
  let publicKey: string;
  const walks: WalkStats[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    clock = controlClock(app);
    const response = await fetch(`${app.baseUrl}/api/Audit/PublicKey`);
    publicKey = ((await response.json()) as { data: { publicKey: string } }).data.publicKey;
  });
  afterAll(() => app?.close());

  it(
    `takes ${config.runs} seeded walks of up to ${config.steps} steps`,
    async () => {
      await fc.assert(
        fc.asyncProperty(walkCommands(config.steps, config.replayPath), async ([opening, steps]) => {
          const world = await newWorld(app, clock, publicKey);
          walks.push(world.stats);
          await fc.asyncModelRun(() => ({ model: emptyModel(), real: world }), [opening, ...steps]);
        }),
        {
          seed: config.seed,
          path: config.path,
          numRuns: config.runs,
          endOnFailure: !config.shrink,
          verbose: fc.VerbosityLevel.Verbose,
        },
      );
      const total = summary(walks);
      if (soak || env.WALK_SUMMARY === '1') process.stdout.write(`walk seed ${config.seed}: ${total.text}\n`);
      if (!soak && !custom) {
        expect(DEPTH.filter((milestone) => !total.reached.has(milestone))).toEqual([]);
        expect(total.refused).toBeGreaterThan(0);
      }
    },
    // A generous bound: a step takes well under a second here, its reads included.
    60_000 + config.runs * config.steps * 3_000,
  );
});

/** What the walks covered: steps by name and outcome, reads, endpoints, and the milestones reached. */
function summary(walks: WalkStats[]) {
  const steps = new Map<string, number>();
  const reached = new Set<string>();
  for (const walk of walks) {
    walk.steps.forEach((count, key) => steps.set(key, (steps.get(key) ?? 0) + count));
    walk.events.forEach((type) => reached.add(type));
    walk.steps.forEach((_, key) => reached.add(key));
  }
  const count = (walk: WalkStats) => [...walk.steps.values()].reduce((sum, n) => sum + n, 0);
  const endpoints = new Set(walks.flatMap((walk) => [...walk.endpoints]));
  const refused = [...steps].reduce((sum, [key, n]) => sum + (key.endsWith(' refused') ? n : 0), 0);
  const text =
    `${walks.length} walks of ${walks.map(count).join('/')} steps, ` +
    `${walks.reduce((sum, walk) => sum + walk.reads, 0)} reads of ${endpoints.size} endpoints; ` +
    [...steps]
      .sort()
      .map(([key, n]) => `${key} ${n}`)
      .join(', ') +
    `; events: ${[...reached]
      .filter((key) => !key.includes(' '))
      .sort()
      .join(' ')}`;
  return { reached, refused, text };
}
