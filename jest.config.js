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

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    // Tests use the machines source directly, so no build is needed before `npm test`.
    '^@samvida/machines$': '<rootDir>/machines/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: { '^.+\\.tsx?$': swc },
  globalSetup: '<rootDir>/tests/setup/global-setup.ts',
  globalTeardown: '<rootDir>/tests/setup/global-teardown.ts',
  testTimeout: 30000,
  // A suite that leaves a socket or timer open must not keep CI waiting after the run; the
  // summary line is written before exit, and --detectOpenHandles finds the culprit locally.
  forceExit: true,
  reporters: ['default', ['<rootDir>/tests/setup/summary-reporter.js', {}]],
};
