import './auth-helpers';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { STRONG_PASSWORD, signInCookie, uniqueEmail } from './auth-helpers';

/**
 * Decision 023: every server action of the app, found on disk, called by a signed-in admin
 * with arguments no form sends (missing, of the wrong type, tampered, deeply nested). Each
 * refusal must carry a French message a person can read (a message, an error, a form error or
 * errors beside fields), never an English Zod text and never a bare `{ ok: false }`; nothing
 * may throw. Only Next's request-scope accessor is replaced (`headers()` outside a server).
 */
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders.current,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full.split(path.sep).join('/')];
  });
}

const actionFiles = filesUnder('src').filter(
  (file) => /\.tsx?$/.test(file) && /^\s*['"]use server['"]/m.test(readFileSync(file, 'utf8')),
);

const deep = JSON.parse('{"a":'.repeat(500) + '1' + '}'.repeat(500)) as unknown;
const emptyForm = () => new FormData();
const tamperedForm = () => {
  const form = new FormData();
  form.set('token', '');
  form.set('email', '{"$ne":null}');
  form.set('password', 'x'.repeat(10_000));
  return form;
};

/** Argument lists no form of the app sends. */
const BAD_ARGUMENTS: Array<[label: string, args: () => unknown[]]> = [
  ['nothing', () => []],
  ['undefined everywhere', () => [undefined, undefined, undefined]],
  ['null everywhere', () => [null, null, null]],
  ['strings everywhere', () => ['x', 'x', 'x']],
  ['empty objects', () => [{}, {}, {}]],
  ['numbers', () => [42, 42, 42]],
  ['arrays', () => [[1, 2], [3], []]],
  [
    'an object of wrong types, an unknown intent and a malformed id',
    () => [{ title: 42, content: {}, name: [], email: 7, phone: {}, weeklyHours: 'tous' }, 'supprimer', 'pas-un-uuid'],
  ],
  ['an object nested 500 deep', () => [deep, deep, deep]],
  ['an empty FormData', () => [emptyForm(), emptyForm()]],
  ['a tampered FormData after a previous state', () => [{ ok: false }, tamperedForm()]],
];

// Zod's English defaults and Better Auth's codes: none may reach a person.
const ENGLISH =
  /\b(Invalid|invalid input|expected|received|Required|Too (small|big)|must|Unrecognized|String|Number|failed|error)\b/;
const MESSAGE_KEYS = ['message', 'error', 'formError'];

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The French words a refusal shows: its message, or the errors beside its fields. */
function shownMessages(result: Record<string, unknown>): string[] {
  const direct = MESSAGE_KEYS.map((key) => result[key]).filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return [...direct, ...strings(result.fieldErrors), ...strings(result.errors)].filter((text) => text.trim() !== '');
}

beforeAll(async () => {
  const { createStaff } = await import('@/server/auth/staff');
  const email = uniqueEmail('admin');
  await createStaff({ email, name: 'Admin', role: 'admin', password: STRONG_PASSWORD });
  requestHeaders.current = new Headers({ cookie: await signInCookie(email), 'x-admin-path': '/admin/blog' });
});

describe('every server action refuses bad input in French', () => {
  it('finds the action modules', () => {
    expect(actionFiles.length).toBeGreaterThanOrEqual(9);
  });

  describe.each(actionFiles)('%s', (file) => {
    it.each(BAD_ARGUMENTS)(
      'with %s: every export answers a French refusal (or succeeds), never throws',
      async (_label, args) => {
        const module = (await import(/* @vite-ignore */ path.resolve(file))) as Record<
          string,
          (...values: unknown[]) => Promise<unknown>
        >;
        for (const [name, action] of Object.entries(module)) {
          const outcome = await action(...args()).then(
            (result) => ({ result }),
            (error: unknown) => ({ error }),
          );
          if ('error' in outcome) {
            expect(isRedirectError(outcome.error), `${name} threw ${String(outcome.error)}`).toBe(true);
            continue;
          }
          const result = outcome.result as Record<string, unknown>;
          expect(result, name).toHaveProperty('ok');
          if (result.ok) continue;
          const shown = shownMessages(result);
          expect(shown, `${name} refused with nothing to show: ${JSON.stringify(result)}`).not.toEqual([]);
          for (const text of strings(result)) expect(text, `${name}: ${JSON.stringify(result)}`).not.toMatch(ENGLISH);
        }
      },
    );
  });
});
