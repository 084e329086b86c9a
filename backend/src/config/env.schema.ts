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

// Every setting the backend reads, validated once at boot (README "Configuration").
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Unset: an embedded PostgreSQL is started in DATA_DIR.
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  // Set: events go to EventStoreDB instead of the PostgreSQL event store.
  EVENTSTORE_URL: optionalUrl(['esdb', 'esdb+discover', 'kurrentdb']),
  // Set: socket.io fans out across instances through Redis.
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  // Address users open the app at, for links in SMS and e-mail; default http://localhost:PORT.
  PUBLIC_URL: optionalUrl(['http', 'https']),
  DATA_DIR: z.string().min(1).default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  // `inline`: the API process runs the projections; `off`: a separate `npm run projector` does.
  PROJECTIONS: z.enum(['inline', 'off']).default('inline'),
  // How long a command's response waits for projections to catch up.
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  // API commands (POST, PUT, PATCH, DELETE) handled at once per process; more queue briefly.
  COMMAND_CONCURRENCY: z.coerce.number().int().min(1).default(32),
  // Commands that may wait for a slot (at most 1 s); beyond that the answer is 503 with Retry-After.
  COMMAND_QUEUE: z.coerce.number().int().min(0).default(64),
  // Threads rendering PDFs off the event loop; unset: one less than the cores, at least one.
  PDF_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  // Rendered PDFs kept in PostgreSQL to serve again; past this many MB the least recently used go.
  PDF_STORE_MB: z.coerce.number().int().min(0).default(256),
  // HMAC secret for access tokens; generated into DATA_DIR when unset outside production.
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Ed25519 private key (PKCS#8 PEM, `\n` allowed for newlines) that signs audit tree heads; generated into DATA_DIR when unset outside production.
  AUDIT_SIGNING_KEY: z
    .string()
    .optional()
    .transform((value) => (value ? value.replace(/\\n/g, '\n') : undefined)),
  // The append-only file every signed audit tree head is also written to, out of the database's
  // reach (a separate or write-once volume is best); unset: DATA_DIR/audit-tree-heads.jsonl.
  AUDIT_HEADS_FILE: z.string().min(1).optional(),
  // The PKCS#12 file (.p12 or .pfx: an RSA or EC key and its certificate, with any chain) whose
  // certificate signs every PDF (PAdES): a path, or the file in base64; a self-signed one is
  // generated into DATA_DIR when unset outside production.
  PDF_SIGNING_P12: z.string().trim().optional(),
  PDF_SIGNING_PASSPHRASE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: pretty when stdout is a terminal outside production, else JSON lines.
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  // Directory of the built frontend served at `/`.
  FRONTEND_DIST: z.string().optional(),
  // `outbox`: SMS and e-mail stay in PostgreSQL (GET /api/dev/outbox); `live`: sent. Production: live only.
  NOTIFICATIONS: z.enum(['outbox', 'live']).optional(),
  // Live e-mail: an smtp:// or smtps:// URL for nodemailer, e.g. smtps://user:pass@smtp.example.in:465.
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('Samvida <no-reply@samvida.in>'),
  // Live SMS through the MSG91 flow API (or a compatible gateway).
  SMS_GATEWAY_URL: z.url().default('https://control.msg91.com/api/v5/flow'),
  SMS_AUTH_KEY: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).optional(),
  // JSON map from template name (otp, invitation, contract-sent, your-turn, payment) to the DLT template id.
  SMS_TEMPLATE_IDS: z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      const parsed = z.record(z.string(), z.string().min(1)).safeParse(safeJson(value));
      if (parsed.success) return parsed.data;
      context.addIssue({ code: 'custom', message: 'must be a JSON object of template name to template id' });
      return z.NEVER;
    }),
  // WhatsApp through the WhatsApp Business Cloud API (approved template messages) when
  // notifications are live and WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set; else the outbox.
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, { message: 'must look like v21.0' })
    .default('v21.0'),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, { message: 'must be the numeric phone number id' }).optional(),
  // Language code the approved templates were registered in, e.g. en or en_US.
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).default('en'),
  // Minutes a party may leave their move before a your-turn reminder goes out.
  REMINDER_DELAY: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  // How often the reminder sweep looks for reminders due.
  REMINDER_SWEEP_MS: z.coerce.number().int().min(100).default(60_000),
  // First retry delay of a failed SMS or e-mail; doubles per attempt.
  NOTIFICATION_RETRY_BASE_MS: z.coerce.number().int().min(10).default(2000),
  // OAuth client id the Google ID token must be issued to; unset disables Google sign-in.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  // Which proxies may set X-Forwarded-For/-Proto (express "trust proxy"): unset trusts none, so a
  // client cannot pick its own IP; `1` trusts one hop in front; or addresses and subnets such as
  // `loopback, 10.0.0.0/8`.
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, {
      message: 'must be a hop count or a comma-separated list of addresses, subnets or loopback',
    })
    .optional(),
  // Per-IP and per-contact limits on the auth endpoints. Default: on, except under NODE_ENV=test.
  RATE_LIMITS: z.enum(['on', 'off']).optional(),
  // Plan limits (contracts, attachments, duration, PDFs). Default: on, except under NODE_ENV=test; usage is recorded either way.
  PLAN_LIMITS: z.enum(['on', 'off']).optional(),
  // Seeds the demo buyer and seller. Default: on for the embedded database, never in production.
  DEMO_ACCOUNTS: z.enum(['on', 'off']).optional(),
  // Set: uploads go to this S3-compatible endpoint (path-style, e.g. https://s3.ap-south-1.amazonaws.com); unset: DATA_DIR/uploads.
  UPLOADS_S3_ENDPOINT: optionalUrl(['http', 'https']),
  UPLOADS_S3_BUCKET: z.string().min(1).optional(),
  UPLOADS_S3_REGION: z.string().min(1).default('us-east-1'),
  UPLOADS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  UPLOADS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Razorpay API keys and webhook secret, all three or none; none: a local sandbox checkout (never in production).
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  // The merchant name shown in the checkout and on payment receipts.
  RAZORPAY_COMPANY_NAME: z.string().min(1).default('Samvida'),
  // Aadhaar eSign: `sandbox` (a stand-in that signs without Aadhaar, never in production) or
  // `off`. Default: sandbox outside production, off in production (no provider is contracted yet).
  ESIGN: z.enum(['sandbox', 'off']).optional(),
  // The drafting assistant's AI provider: an OpenAI-compatible chat completions server (llama.cpp,
  // Ollama or a hosted one), its key and model. Unset: drafting uses the built-in reader only.
  AI_PROVIDER_URL: optionalUrl(['http', 'https']),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

// Where SMS and e-mail go: the PostgreSQL outbox, or the configured providers.
export const notificationMode = (env: Env): 'outbox' | 'live' =>
  env.NOTIFICATIONS ?? (env.NODE_ENV === 'production' ? 'live' : 'outbox');

// The eSign provider signing may use: the sandbox outside production, none otherwise.
export const esignMode = (env: Env): 'sandbox' | 'off' =>
  env.ESIGN ?? (env.NODE_ENV === 'production' ? 'off' : 'sandbox');

// The express "trust proxy" setting TRUST_PROXY asks for: none, a hop count, or addresses.
export const trustProxyOf = (env: Env): false | number | string[] =>
  !env.TRUST_PROXY
    ? false
    : /^\d+$/.test(env.TRUST_PROXY)
      ? Number(env.TRUST_PROXY)
      : env.TRUST_PROXY.split(',').map((entry) => entry.trim());

export class InvalidConfigError extends Error {}

// Parses the environment, naming every bad value in one readable message. An empty variable
// counts as unset (docker compose passes `${VAR:-}` as an empty string).
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(set);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new InvalidConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new InvalidConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  if (env.NODE_ENV === 'production' && env.NOTIFICATIONS === 'outbox') {
    throw new InvalidConfigError(
      'Invalid configuration:\n  NOTIFICATIONS: the outbox is for development; production sends SMS and e-mail (live)',
    );
  }
  if (env.NODE_ENV === 'production' && env.ESIGN === 'sandbox') {
    throw new InvalidConfigError(
      'Invalid configuration:\n  ESIGN: the sandbox signs without Aadhaar and is for development only',
    );
  }
  if (notificationMode(env) === 'live') {
    requireSettings(env, ['SMTP_URL', 'SMS_AUTH_KEY', 'SMS_TEMPLATE_IDS'], 'when notifications are live');
  }
  if (env.UPLOADS_S3_ENDPOINT) {
    requireSettings(
      env,
      ['UPLOADS_S3_BUCKET', 'UPLOADS_S3_ACCESS_KEY_ID', 'UPLOADS_S3_SECRET_ACCESS_KEY'],
      'when UPLOADS_S3_ENDPOINT is set',
    );
  }
  if (env.AI_PROVIDER_URL) requireSettings(env, ['AI_MODEL'], 'when AI_PROVIDER_URL is set');
  if (env.RAZORPAY_KEY_ID || env.RAZORPAY_KEY_SECRET || env.RAZORPAY_WEBHOOK_SECRET) {
    requireSettings(
      env,
      ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
      'when any Razorpay key is set',
    );
  }
  // Every replica must sign tree heads with the one published key and PDFs with the one certificate,
  // so production never generates either.
  if (env.NODE_ENV === 'production') requireSettings(env, ['AUDIT_SIGNING_KEY', 'PDF_SIGNING_P12'], 'in production');
  return env;
}

// Settings that become required together with another one, all named in one error.
function requireSettings(env: Env, keys: readonly (keyof Env)[], when: string): void {
  const missing = keys.filter((key) => !env[key]);
  if (missing.length) {
    throw new InvalidConfigError(
      `Invalid configuration:\n${missing.map((key) => `  ${key}: required ${when}`).join('\n')}`,
    );
  }
}
