// One jest run for every workspace. ESM mode (NestJS 12 is ESM-only) with @swc/jest.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

/** What every project shares: ESM TypeScript and the machines' source instead of their build. */
export const typescriptProject = {
  testEnvironment: 'node',
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    // Tests use the machines source directly, so no build is needed before `npm test`.
    '^@samvida/machines$': '<rootDir>/machines/src/index.ts',
    // The frontend's own alias, for suites that test its pure helpers.
    '^@/(.*)$': '<rootDir>/frontend/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: { '^.+\\.tsx?$': swc },
};

/** Suites that need PostgreSQL: the global setup finds one (or starts the embedded server). */
export const databaseSetup = {
  globalSetup: '<rootDir>/tests/setup/global-setup.ts',
  globalTeardown: '<rootDir>/tests/setup/global-teardown.ts',
};

export default {
  projects: [
    // The machines are pure: their suite needs no database, so `npm test -- tests/machines` starts none.
    { ...typescriptProject, displayName: 'machines', roots: ['<rootDir>/tests/machines'] },
    {
      ...typescriptProject,
      ...databaseSetup,
      displayName: 'app',
      roots: ['<rootDir>/tests'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/machines/'],
    },
  ],
  testTimeout: 30000,
  // On 2 cores jest would run every suite in band, in its main process, whose heap only grows
  // (the ESM module registries of 133 suites): 4.4 GB by the end, where collections stalled the
  // servers the suites host for seconds. With a limit it runs them in one worker and replaces it
  // once the worker holds more.
  workerIdleMemoryLimit: '1GB',
  // A suite that leaves a socket or timer open must not keep CI waiting after the run; the
  // summary line is written before exit, and --detectOpenHandles finds the culprit locally.
  forceExit: true,
  reporters: ['default', ['<rootDir>/tests/setup/summary-reporter.js', {}]],
};
