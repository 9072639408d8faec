import { sql, type RawBuilder } from 'kysely';
import type { DatabaseEngine } from './schema';

/**
 * The few places where the two engines need different DDL. Timestamps: timestamptz on
 * PostgreSQL, ISO 8601 text on SQLite (the default has the exact `toISOString()` format so text
 * comparison orders them). Booleans: boolean on PostgreSQL, 0/1 integer with a CHECK on SQLite.
 */
export type ColumnTypes = {
  timestamp: 'timestamptz' | 'text';
  boolean: 'boolean' | 'integer';
  now: RawBuilder<unknown>;
  true: RawBuilder<unknown>;
  false: RawBuilder<unknown>;
  booleanCheck: (column: string) => RawBuilder<unknown> | null;
};

export function columnTypes(engine: DatabaseEngine): ColumnTypes {
  if (engine === 'postgres') {
    return {
      timestamp: 'timestamptz',
      boolean: 'boolean',
      now: sql`now()`,
      true: sql`true`,
      false: sql`false`,
      booleanCheck: () => null,
    };
  }
  return {
    timestamp: 'text',
    boolean: 'integer',
    now: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    true: sql`1`,
    false: sql`0`,
    booleanCheck: (column) => sql`${sql.ref(column)} in (0, 1)`,
  };
}
