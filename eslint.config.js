import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Shared infrastructure any backend feature may use; everything else under backend/src is a feature.
const INFRASTRUCTURE = [
  'backup',
  'common',
  'config',
  'contract-commands',
  'database',
  'event-store',
  'projections',
  'realtime',
  'streams',
];
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
                {
                  group: [
                    '**/streams/**',
                    '!**/streams/*.service.js',
                    '!**/streams/*.module.js',
                    '!**/streams/stream-ids.js',
                  ],
                  message: 'Change streams through the public write path (StreamWriter), not its internals.',
                },
              ],
            },
          ],
        },
      }));

// Frontend screens by feature (bulletproof-react): a screen folder never reaches into another's,
// and the shared layers (components, lib, api, config) never import a screen.
const frontendFeatures = readdirSync('frontend/src/routes', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const frontendBoundaries = [
  ...frontendFeatures.map((feature) => ({
    files: [`frontend/src/routes/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: frontendFeatures
                .filter((other) => other !== feature)
                .flatMap((other) => [
                  `@/routes/${other}/**`,
                  `**/routes/${other}/**`,
                  `../${other}/**`,
                  `../../${other}/**`,
                ]),
              message: "A screen folder uses shared components, lib and api, never another screen's internals.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['frontend/src/{components,lib,api,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/routes/**', '**/routes/**'], message: 'Shared layers never import a screen.' }] },
      ],
    },
  },
];

// STYLE.md rule 2, the machine is the rulebook: screens and handlers ask the offered actions (or the
// decider) what a user may do, never a status string of their own.
const STATUS_NAME = '/^(status|.*Status)$/';
const statusNamed = (side) =>
  `:matches([${side}.name=${STATUS_NAME}], [${side}.property.name=${STATUS_NAME}], [${side}.expression.property.name=${STATUS_NAME}])`;
const STATUS_RULE_MESSAGE =
  'A lifecycle rule lives in the machines (STYLE.md rule 2): ask the offered actions (offers(actions, command)) or the decider instead of comparing a status to a string; to pick a label or colour, use a lookup keyed by status.';
const noStatusComparisons = {
  files: ['frontend/src/routes/**/*.{ts,tsx}', 'backend/src/**/*.handler.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...['left', 'right'].map((side) => ({
        selector: `BinaryExpression[operator=/^[!=]==?$/]${statusNamed(side)}[${side === 'left' ? 'right' : 'left'}.value=type(string)]`,
        message: STATUS_RULE_MESSAGE,
      })),
      {
        selector: `SwitchStatement${statusNamed('discriminant')} > SwitchCase[test.value=type(string)]`,
        message: STATUS_RULE_MESSAGE,
      },
    ],
  },
};

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
  ...frontendBoundaries,
  noStatusComparisons,
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
