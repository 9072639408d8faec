import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/db/database-unavailable';
import { emptyPostForm } from '@/lib/blog/post-form';
import type { PostgresCluster } from '../support/postgres-cluster';
import { throwawayPostgres } from '../support/throwaway-postgres';

/**
 * Back office (decision 015): while PostgreSQL is stopped, a save must answer the French
 * "momentanément indisponible" result instead of Next's 500, even though the session check is
 * the first thing to read the database; once it is back, the same save goes through. The
 * actions, Better Auth, the sessions and the pool are the real ones on a real cluster; only
 * Next's request-scope accessor is replaced (`headers()` outside a running server).
 */
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'cabinet-outage-test-'));
process.env.AUTH_SECRET = 'fault-tests-secret-0123456789abcdef';
process.env.SITE_URL = 'http://cabinet.test';

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders.current,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));

const BLOG = 'src/app/admin/(protected)/blog/actions.ts';
const PASSWORD = 'un-mot-de-passe-solide';

describe('back-office actions while PostgreSQL is stopped', () => {
  let cluster: PostgresCluster;

  beforeAll(async () => {
    cluster = await throwawayPostgres();
    process.env.DATABASE_URL = cluster.adminUrl;
    const { migrateToLatest } = await import('@/server/db/migrate');
    await migrateToLatest();
    const { createStaff } = await import('@/server/auth/staff');
    await createStaff({
      email: 'redactrice@cabinet-test.example.com',
      name: 'Rédactrice',
      role: 'editor',
      password: PASSWORD,
    });
    const { auth } = await import('@/server/auth/auth');
    const { withPeerAddress } = await import('@/server/http/peer-address');
    const response = await withPeerAddress('192.0.2.10', () =>
      auth().handler(
        new Request('http://cabinet.test/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://cabinet.test' },
          body: JSON.stringify({ email: 'redactrice@cabinet-test.example.com', password: PASSWORD }),
        }),
      ),
    );
    const cookie = response.headers.get('set-cookie')?.match(/cabinet\.session_token=[^;]+/)?.[0];
    if (!cookie) throw new Error(`sign-in failed with ${response.status}`);
    requestHeaders.current = new Headers({ cookie, 'x-admin-path': '/admin/blog' });
  });

  afterAll(async () => {
    const { closeDb } = await import('@/server/db/client');
    await closeDb();
    cluster.stop();
  });

  it('a save answers the French "indisponible" message with the database down, stores nothing, and the same save goes through once it is back', async () => {
    const { savePostAction } = await import(/* @vite-ignore */ path.resolve(BLOG));
    const { savePostFromEditor } = await import('@/server/blog/save-post');
    const { getPostForStaff } = await import('@/server/blog/posts');
    const typed = { ...emptyPostForm(), title: 'Le sommeil de l’enfant', content: 'Premier jet du texte.' };
    const created = await savePostFromEditor(typed, 'save', null);
    if (!created.ok) throw new Error(JSON.stringify(created));

    const edited = { ...typed, title: 'Le sommeil de l’enfant, revu', content: 'Texte revu pendant la panne.' };
    await cluster.shutDown();
    try {
      const duringOutage = await savePostAction(edited, 'save', created.post.id);
      expect(duringOutage).toEqual({ ok: false, message: DATABASE_UNAVAILABLE_MESSAGE, fieldErrors: {} });
    } finally {
      await cluster.startAgain();
    }
    expect((await getPostForStaff(created.post.id))?.content).toBe('Premier jet du texte.');
    expect(await savePostFromEditor(edited, 'save', created.post.id)).toMatchObject({ ok: true, created: false });
    expect((await getPostForStaff(created.post.id))?.content).toBe('Texte revu pendant la panne.');
  });

  it('every server action of the app answers the same French result instead of throwing', async () => {
    const files = serverActionFiles();
    expect(files.length).toBeGreaterThan(5);
    await cluster.shutDown();
    try {
      for (const file of files) {
        const module = await import(/* @vite-ignore */ path.resolve(file));
        for (const [name, action] of Object.entries(module) as Array<
          [string, (...args: unknown[]) => Promise<unknown>]
        >) {
          const args = name === 'completeFirstAdminSetup' ? [{ ok: false }, setupForm()] : [{}, 'save', null];
          const outcome = await action(...args).catch((error: unknown) => `threw ${String(error)}`);
          expect(JSON.stringify(outcome), `${file}#${name}`).toContain(DATABASE_UNAVAILABLE_MESSAGE);
          expect(outcome, `${file}#${name}`).toMatchObject({ ok: false });
        }
      }
    } finally {
      await cluster.startAgain();
    }
  });
});

function serverActionFiles(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    });
  return walk('src/app').filter(
    (file) => /\.tsx?$/.test(file) && /^\s*['"]use server['"]/m.test(readFileSync(file, 'utf8')),
  );
}

/** A well-formed first-admin form: the action reaches the database with its token. */
function setupForm(): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    token: 'a'.repeat(43),
    name: 'Admin',
    email: 'admin@cabinet-test.example.com',
    password: PASSWORD,
    confirmation: PASSWORD,
  })) {
    form.set(name, value);
  }
  return form;
}
