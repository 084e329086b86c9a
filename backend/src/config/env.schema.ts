import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** Every setting the backend reads, validated once at boot (README "Configuration"). */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Unset: an embedded PostgreSQL is started in DATA_DIR. */
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  /** Set: events go to EventStoreDB instead of the PostgreSQL event store. */
  EVENTSTORE_URL: optionalUrl(['esdb', 'esdb+discover', 'kurrentdb']),
  /** Set: socket.io fans out across instances through Redis. */
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  DATA_DIR: z.string().min(1).default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** `inline`: the API process runs the projections; `off`: a separate `npm run projector` does. */
  PROJECTIONS: z.enum(['inline', 'off']).default('inline'),
  /** How long a command's response waits for projections to catch up. */
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  /** HMAC secret for access tokens; generated into DATA_DIR when unset outside production. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of the built frontend served at `/`. */
  FRONTEND_DIST: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export class InvalidConfigError extends Error {}

/** Parses the environment, naming every bad value in one readable message. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new InvalidConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new InvalidConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  return env;
}
