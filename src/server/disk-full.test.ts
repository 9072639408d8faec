import { describe, expect, it } from 'vitest';
import { isDiskFull } from './disk-full';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('isDiskFull', () => {
  it.each([
    ['SQLite SQLITE_FULL', withCode('SQLITE_FULL'), true],
    ['file system ENOSPC', withCode('ENOSPC'), true],
    ['PostgreSQL disk_full (53100)', withCode('53100'), true],
    ['ENOSPC wrapped as a cause', new Error('upload failed', { cause: withCode('ENOSPC') }), true],
    ['a constraint violation', withCode('SQLITE_CONSTRAINT_UNIQUE'), false],
    ['a plain error', new Error('boom'), false],
    ['not an error', 'ENOSPC', false],
    ['nothing', undefined, false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isDiskFull(error)).toBe(expected);
  });
});
