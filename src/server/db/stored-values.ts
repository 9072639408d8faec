import 'server-only';
import { type DeleteResult, type SelectQueryBuilder, sql, type UpdateResult } from 'kysely';
import type { DatabaseEngine } from './schema';

/** Driver values → the plain shapes every repository returns, identical on both engines. */
export function isoTimestamp(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoTimestampOrNull(value: Date | string | null): string | null {
  return value === null ? null : isoTimestamp(value);
}

export function plainBoolean(value: boolean | number): boolean {
  return value === true || value === 1;
}

/** PostgreSQL counts and sums are bigint, which pg returns as strings. */
export function plainNumber(value: number | string | bigint | null): number {
  return value === null ? 0 : Number(value);
}

/** How many rows `query` selects: its selection is replaced by count(*), its filters and joins kept. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query
    .clearSelect()
    .select(sql`count(*)`.as('count'))
    .$castTo<{ count: number | string | bigint }>()
    .executeTakeFirstOrThrow();
  return plainNumber(row.count);
}

/** Whether an update or a delete reached at least one row (drivers count them as bigint). */
export function touchedRows(result: UpdateResult | DeleteResult): boolean {
  return Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows) > 0;
}

/** better-sqlite3 cannot bind booleans: SQLite columns hold 0/1. */
export function storedBoolean(engine: DatabaseEngine, value: boolean): boolean | number {
  return engine === 'sqlite' ? (value ? 1 : 0) : value;
}

/** Accepts any date string or Date and stores the exact `toISOString()` form (UTC). */
export function storedTimestamp(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid timestamp: ${String(value)}`);
  return date.toISOString();
}
