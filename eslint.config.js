import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Shared infrastructure any backend feature may use; everything else under backend/src is a feature.
const INFRASTRUCTURE = ['common', 'config', 'database', 'event-store', 'projections', 'realtime'];
const backendFeatures = readdirSync('backend/src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !INFRASTRUCTURE.includes(entry.name))
  .map((entry) => entry.name);

/** A feature may use another feature's module, service or published event, never its internals (STYLE.md rule 1). */
const featureBoundaries = (folder, features) =>
  features.length < 2
    ? []
    : features.map((feature) => ({
        files: [`${folder}/${feature}/**/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  group: features
                    .filter((other) => other !== feature)
                    .flatMap((other) => [
                      `**/${other}/**`,
                      `!**/${other}/*.module.js`,
                      `!**/${other}/*.service.js`,
                      `!**/${other}/*.event.js`,
                    ]),
                  message: "Features talk through events and public services, not each other's internals.",
                },
              ],
            },
          ],
        },
      }));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  ...featureBoundaries('backend/src', backendFeatures),
  {
    files: ['machines/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', '@nestjs/*', 'react', 'react-dom', 'pg', 'typeorm', 'socket.io*'],
              message: 'machines/ is pure: no I/O, no framework.',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  { files: ['scripts/**', 'tests/**'], rules: { 'no-console': 'off' } },
);
