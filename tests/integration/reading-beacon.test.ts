import './auth-helpers';
import { describe, expect, it } from 'vitest';
import { POST as countView } from '@/app/api/views/route';
import { READING_BODY_LIMIT } from '@/lib/statistics/readings-endpoint';
import { fromAddress } from './auth-helpers';

/*
 * The reading beacon's one door (decision 067) on bad input: every refusal is the route's French
 * JSON, and the body's bound is exact. Counting itself: same-origin-routes.test.ts and
 * statistics-counting.test.ts; a 200 MB body: tests/e2e/bounded-bodies.spec.ts.
 */
const SITE = 'http://cabinet.test';
const FROM_SITE = {
  'content-type': 'application/json',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0',
  origin: SITE,
  'sec-fetch-site': 'same-origin',
};

const post = (body: string) =>
  fromAddress('127.0.0.1', () =>
    countView(new Request(`${SITE}/api/views`, { method: 'POST', headers: FROM_SITE, body })),
  );

/** A view beacon of exactly `bytes` bytes: the schema ignores the padding, the bound does not. */
function paddedBeacon(bytes: number): string {
  const empty = JSON.stringify({ kind: 'view', path: '/', pad: '' });
  return JSON.stringify({ kind: 'view', path: '/', pad: 'a'.repeat(bytes - empty.length) });
}

describe('POST /api/views on bad input', () => {
  it.each([
    ['an unknown kind', '{"kind":"purchase","path":"/"}', 400, { error: 'La requête est invalide.' }],
    ['broken JSON', '{"kind":', 400, { error: 'La requête est invalide.' }],
    [
      'a referrer of 10 kB',
      JSON.stringify({ kind: 'view', path: '/', referrer: `https://x.example/${'a'.repeat(10_000)}` }),
      413,
      { error: 'La requête est trop volumineuse.' },
    ],
  ])('answers %s with a French refusal', async (_case, body, status, error) => {
    const answer = await post(body);
    expect(answer.status).toBe(status);
    expect(await answer.json()).toEqual(error);
  });

  it('answers a path of another site 204, counting nothing', async () => {
    const answer = await post('{"kind":"view","path":"https://evil.example/"}');
    expect(answer.status).toBe(204);
  });

  it('accepts a body of exactly the bound and refuses one byte more', async () => {
    for (const [bytes, status] of [
      [READING_BODY_LIMIT, 204],
      [READING_BODY_LIMIT + 1, 413],
    ] as const) {
      const body = paddedBeacon(bytes);
      expect(Buffer.byteLength(body)).toBe(bytes);
      expect((await post(body)).status).toBe(status);
    }
  });
});
