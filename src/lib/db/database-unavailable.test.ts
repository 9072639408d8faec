import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'PostgreSQL shutting down a busy client (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['PostgreSQL still starting (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['pg losing its socket', new Error('Connection terminated unexpectedly')],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    ['a SQLite file locked by another process', withCode('database is locked', 'SQLITE_BUSY')],
    ['a refused dual-stack connect', new AggregateError([withCode('refused', 'ECONNREFUSED')], 'connect failed')],
    [
      'a migration failure caused by an outage',
      new Error('Database migration (setup) failed', { cause: withCode('x', 'ECONNREFUSED') }),
    ],
  ])('says yes to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    [
      'a syntax error in a migration',
      new Error('Database migration 0003_x failed', { cause: withCode('syntax error', '42601') }),
    ],
    ['a SQLite constraint', withCode('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE')],
    ['a full disk (not a wait-and-see outage)', withCode('database or disk is full', 'SQLITE_FULL')],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('says no to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
