import './auth-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_DATABASE_UNAVAILABLE } from '@/lib/auth/auth-messages';
import { emptyPostForm } from '@/lib/blog/post-form';
import { createStaff } from '@/server/auth/staff';
import { switchToUnreachableDatabase } from '../support/unreachable-database';
import { STRONG_PASSWORD, signInCookie, uniqueEmail } from './auth-helpers';

const SITE = 'http://cabinet.test';
const FROM_SITE = { origin: SITE, 'sec-fetch-site': 'same-origin' };
const UNAVAILABLE =
  'La base de données est momentanément indisponible. Vos modifications n’ont pas été enregistrées ; réessayez dans un instant.';

/**
 * The editor's background routes while the database cannot be reached: the session check itself
 * fails, and that used to escape to Next as an empty 500 with a stack in the log. They answer a
 * French JSON 503 with Retry-After instead (decision 034).
 */
describe('the autosave, upload and sign-in routes during a database outage', () => {
  const testDatabaseUrl = process.env.DATABASE_URL;
  let cookie = '';
  beforeAll(async () => {
    const email = uniqueEmail('panne-routes');
    await createStaff({ email, name: 'Rédactrice', role: 'editor', password: STRONG_PASSWORD });
    cookie = await signInCookie(email);
    await switchToUnreachableDatabase();
  });
  afterAll(async () => {
    const { closeDb } = await import('@/server/db/client');
    await closeDb();
    process.env.DATABASE_URL = testDatabaseUrl;
  });

  async function expectUnavailable(response: Response) {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ error: UNAVAILABLE });
  }

  it('an autosave, and « Ignorer », answer 503 in French with Retry-After', async () => {
    const { POST, DELETE } = await import('@/app/api/admin/autosaves/route');
    const body = JSON.stringify({ baseUpdatedAt: null, values: { ...emptyPostForm(), title: 'Pendant la panne' } });
    const headers = { cookie, 'content-type': 'application/json', ...FROM_SITE };
    await expectUnavailable(
      await POST(new Request(`${SITE}/api/admin/autosaves?slot=new`, { method: 'POST', headers, body })),
    );
    await expectUnavailable(
      await DELETE(new Request(`${SITE}/api/admin/autosaves?slot=new`, { method: 'DELETE', headers })),
    );
  });

  it('an upload answers 503 in French with Retry-After', async () => {
    const { POST } = await import('@/app/api/admin/uploads/route');
    const request = new Request(`${SITE}/api/admin/uploads`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'image/png', ...FROM_SITE },
      body: new Uint8Array([137, 80, 78, 71]),
    });
    await expectUnavailable(await POST(request));
  });

  it('a sign-in answers 503 with its code, a French message and Retry-After', async () => {
    const { POST } = await import('@/app/api/auth/[...all]/route');
    const response = await POST(
      new Request(`${SITE}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...FROM_SITE },
        body: JSON.stringify({ email: 'personne@cabinet-test.example.com', password: STRONG_PASSWORD }),
      }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ code: 'DATABASE_UNAVAILABLE', message: SERVER_DATABASE_UNAVAILABLE });
  });
});
