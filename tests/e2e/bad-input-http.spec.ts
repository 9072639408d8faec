import { expect, test } from '@playwright/test';

/**
 * Malformed requests of the reliability run (issue 12) sent over HTTP to the endpoints that read
 * a body: each gets a clear 4xx, never a 500.
 */
const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const CASES: [label: string, path: string, contentType: string, body: string][] = [
  ['sign-in: broken JSON', '/api/auth/sign-in/email', 'application/json', '{"email": "a@b.c", "password": '],
  ['sign-in: JSON nested 1,000 deep (within the size limit)', '/api/auth/sign-in/email', 'application/json', deep(1_000)],
  ['sign-in: an array instead of an object', '/api/auth/sign-in/email', 'application/json', '[1,2,3]'],
  ['sign-in: a lone surrogate in the e-mail', '/api/auth/sign-in/email', 'application/json', '{"email":"\\ud800@b.c","password":"xxxxxxxxxxxx"}'],
  ['sign-in: NUL in the password', '/api/auth/sign-in/email', 'application/json', '{"email":"a@b.c","password":"abc\\u0000def"}'],
  ['views: broken JSON', '/api/views', 'application/json', '{"slug":'],
  ['views: JSON nested 500 deep', '/api/views', 'application/json', deep(500)],
  ['views: a number instead of an object', '/api/views', 'application/json', '42'],
  ['views: a slug of 10,000 characters, over the 4 kB limit', '/api/views', 'application/json', JSON.stringify({ slug: 's'.repeat(10_000) })],
];

for (const [label, path, contentType, body] of CASES) {
  test(`${label} → a 4xx, never a 500`, async ({ request, baseURL }) => {
    const response = await request.post(path, {
      headers: { 'content-type': contentType, origin: baseURL!, 'sec-fetch-site': 'same-origin' },
      data: body,
    });
    expect(response.status(), await response.text()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  });
}
