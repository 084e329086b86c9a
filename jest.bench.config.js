// `npm run bench`: the jest setup of jest.config.js (ESM, @swc/jest, the test database) for
// tests/bench/*.bench.ts, one file at a time so measurements do not compete.
import { databaseSetup, typescriptProject } from './jest.config.js';

export default {
  ...typescriptProject,
  ...databaseSetup,
  roots: ['<rootDir>/tests/bench'],
  testMatch: ['**/*.bench.ts'],
  collectCoverage: false,
  reporters: ['default'],
  testTimeout: 120_000,
};
