import { expect, test } from '@playwright/test';

test('GET /api/health answers 200 {"status":"ok"} after a database round trip', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});
