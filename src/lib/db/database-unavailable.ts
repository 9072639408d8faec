/**
 * Whether an error means "the database cannot be reached right now" (a server down or
 * restarting, a refused or cut connection, a SQLite file locked by another process), as opposed
 * to a bug or a refused statement. Those are worth waiting for: the start retries them, pages
 * answer 503 and back-office forms say the database is unavailable.
 */

// Node's socket errors when the server is absent, restarting or unreachable.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

// PostgreSQL SQLSTATEs: class 08 (connection exception), shutdown and start-up (57P01–57P03),
// too many connections (53300).
const POSTGRES_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

// pg's own messages for a connection that ended or never came (they carry no code).
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function ownCauses(error: unknown): unknown[] {
  if (typeof error !== 'object' || error === null) return [];
  const causes: unknown[] = [];
  if ('cause' in error) causes.push(error.cause);
  if (error instanceof AggregateError) causes.push(...error.errors);
  return causes;
}

function isUnavailableItself(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || POSTGRES_STATES.has(code) || code.startsWith('08')) return true;
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return true;
  const message = error instanceof Error ? error.message : '';
  return PG_MESSAGES.some((known) => message.includes(known));
}

/** Looks through `cause` chains and AggregateErrors (a refused dual-stack connect), a few levels deep. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5) return false;
  return isUnavailableItself(error) || ownCauses(error).some((cause) => isDatabaseUnavailable(cause, depth + 1));
}

/** What staff read when a back-office change met the database down: nothing was written. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'La base de données est momentanément indisponible. Vos modifications n’ont pas été enregistrées ; réessayez dans un instant.';
