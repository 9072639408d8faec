import { describe, expect, it } from 'vitest';
import { isOversizedServerAction, SERVER_ACTION_BODY_LIMIT } from './server-action-limit';

describe('isOversizedServerAction', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);
  it.each([
    [{ 'next-action': 'abc', 'content-length': String(SERVER_ACTION_BODY_LIMIT + 1) }, true],
    [{ 'next-action': 'abc', 'content-length': String(SERVER_ACTION_BODY_LIMIT) }, false],
    [{ 'next-action': 'abc' }, false],
    [{ 'content-length': String(50 * SERVER_ACTION_BODY_LIMIT) }, false],
    [{ 'next-action': 'abc', 'content-length': 'beaucoup' }, false],
  ])('%o → %s', (entries, expected) => {
    expect(isOversizedServerAction(headers(entries))).toBe(expected);
  });
});
