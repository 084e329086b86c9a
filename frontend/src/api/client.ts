// API schemas use zod/mini: the same validation at a third of the size of classic zod, which
// keeps the landing page's first load small. Form rules (shared with machines/) use classic zod.
import * as z from 'zod/mini';
import { env } from '@/config/env';
import { endSession, getSession, updateSession } from '@/lib/session';

// A failed call, carrying the server's message (or ours when the network or the reply failed).
export class ApiError extends Error {
  constructor(
    message: string,
    // HTTP status; 0 when the server could not be reached.
    readonly httpStatus: number,
    // Field name → messages, for validation failures.
    readonly errors?: Record<string, string[]>,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiResult<T> {
  data: T;
  message?: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  // JSON-encoded, except FormData, which is sent as multipart.
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  // false for the refresh call itself.
  renewExpiredToken?: boolean;
}

const Failure = z.object({
  status: z.literal(0),
  message: z.string(),
  code: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
const Success = z.object({ status: z.literal(1), data: z.unknown(), message: z.optional(z.string()) });

// For calls whose reply data the caller does not use.
export const AnyData = z.unknown();

const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';
const NOT_AVAILABLE = 'This service is not available yet.';
const UNEXPECTED = 'The server sent an unexpected reply. Please try again.';

// Calls `/api/<path>`, unwraps the `{status, data, message}` envelope and parses `data` with the
// call's schema. Sends the bearer token and, when it has expired, renews it once and retries.
export async function apiRequest<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<ApiResult<z.output<S>>> {
  const sentToken = getSession().token;
  // One key per call, kept for the retry after a renewal, so a command is never applied twice.
  const key = methodOf(options) === 'GET' ? undefined : newKey();
  let response = await send(path, options, sentToken, key);
  if (response.status === 401 && sentToken && options.renewExpiredToken !== false) {
    if (await refreshTokens()) response = await send(path, options, getSession().token, key);
  }
  const envelope = await readEnvelope(response);
  const data = schema.safeParse(envelope.data);
  if (!data.success) throw new ApiError(UNEXPECTED, response.status);
  return { data: data.data, message: envelope.message };
}

// A GET whose data is all the caller needs (the usual query function).
export async function apiGet<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  query?: RequestOptions['query'],
): Promise<z.output<S>> {
  return (await apiRequest(path, schema, { query })).data;
}

const methodOf = ({ method, body }: RequestOptions) => method ?? (body === undefined ? 'GET' : 'POST');

async function send(
  path: string,
  options: RequestOptions,
  token: string | null,
  idempotencyKey: string | undefined,
): Promise<Response> {
  const { body, query } = options;
  const url = new URL(`${env.VITE_API_URL}/api/${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  // A FormData body (uploads) goes as multipart; the browser writes its content type and boundary.
  const multipart = body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  try {
    return await fetch(url, {
      method: methodOf(options),
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(UNREACHABLE, 0);
  }
}

// randomUUID needs a secure context; plain-http deployments fall back to getRandomValues.
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function readEnvelope(response: Response): Promise<z.output<typeof Success>> {
  const json: unknown = await response.json().catch(() => undefined);
  const failure = Failure.safeParse(json);
  if (failure.success) {
    const { message, errors, code } = failure.data;
    // A route the server does not have yet answers a bare 404 ("Cannot GET ..."), not a coded one.
    if (response.status === 404 && !code) throw new ApiError(NOT_AVAILABLE, 404);
    throw new ApiError(message, response.status, errors, code);
  }
  const success = Success.safeParse(json);
  if (!response.ok || !success.success) {
    throw new ApiError(response.status === 404 ? NOT_AVAILABLE : UNEXPECTED, response.status);
  }
  return success.data;
}

const Tokens = z.object({
  token: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  // The business the user acts for (their own account, or the one they are a team member of).
  userId: z.optional(z.string()),
});
let refreshing: Promise<boolean> | undefined;

const MEMBERSHIP_CHANGED = 'Your membership of this business changed. Please sign in again.';

// Renews the access token with the refresh token; concurrent callers share one request
// (the refresh token rotates, so a second use would be refused). Clears the session on refusal,
// and when the user now acts for another business (removed from a team): every screen and cached
// answer belonged to the one they left.
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = getSession().refreshToken;
    if (!refreshToken) return false;
    try {
      const { data } = await apiRequest('Auth/Refresh', Tokens, {
        body: { RefreshToken: refreshToken },
        renewExpiredToken: false,
      });
      const { userId } = getSession();
      if (data.userId && userId && data.userId !== userId) {
        endSession(MEMBERSHIP_CHANGED);
        return false;
      }
      updateSession({ token: data.token, refreshToken: data.refreshToken });
      return true;
    } catch (error) {
      // Offline is not a refusal: keep the session and let the caller show the network message.
      if (!(error instanceof ApiError) || error.httpStatus !== 0) endSession();
      return false;
    }
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

// The message to show for any failure a call can raise.
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof ApiError ? error.message : fallback;
}
