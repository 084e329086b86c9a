// Failures that mean PostgreSQL cannot be reached right now (restarting, failing over, the network
// between): the request may simply be tried again, so they answer 503 rather than 500.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  // PostgreSQL's admin_shutdown, crash_shutdown, cannot_connect_now and connection exceptions.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNREACHABLE_MESSAGE =
  /Connection terminated|terminating connection|the database system is (starting up|shutting down|in recovery)|Client has encountered a connection error|Connection ended unexpectedly/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, cause, driverError, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    driverError?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
  // An AggregateError holds one failure per address tried.
  if (Array.isArray(errors) && errors.length > 0 && errors.every((each) => isDatabaseUnavailable(each, depth + 1)))
    return true;
  return isDatabaseUnavailable(cause, depth + 1) || isDatabaseUnavailable(driverError, depth + 1);
}
