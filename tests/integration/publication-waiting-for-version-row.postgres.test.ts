import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { emptyPostForm } from '@/lib/blog/post-form';
import { PUBLIC_CONTENT_VERSION_KEY } from '@/lib/site/public-content-version';
import { readPublicContentVersion } from '@/front-server/bundled/content-stamp';
import { getPostForStaff } from '@/server/blog/posts';
import { articleVersion } from '@/server/blog/post-revisions';
import { savePostFromEditor } from '@/server/blog/save-post';

// PostgreSQL only (`*.postgres.test.ts`, vitest.config.ts): SQLite has no second session to hold a row.
const alice = { id: 'staff-alice', name: 'Alice Bennani' };
const form = (title: string) => ({ ...emptyPostForm(), title, content: 'Un paragraphe.' });

/**
 * The fault as it was met on PostgreSQL: another session holds the version row (`SELECT … FOR
 * UPDATE`), a publication waits for it, and its connection is terminated while it waits. The
 * save must then be either stored with a new version, or not stored and reported as failed;
 * before decision 034 the article and its revision were stored and the version never moved.
 */
describe('a publication whose connection is terminated while it waits for the version row', () => {
  it('is not stored and fails, or is stored with a new version', async () => {
    const created = await savePostFromEditor(form('Texte d’avant'), 'publish', null, new Date(), { by: alice });
    if (!created.ok) throw new Error('setup save failed');
    const id = created.post.id;
    const versionBefore = await readPublicContentVersion();

    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT value FROM app_settings WHERE key = $1 FOR UPDATE', [PUBLIC_CONTENT_VERSION_KEY]);
      const holderPid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;

      let settled = false;
      const save = savePostFromEditor(form('Texte d’après'), 'publish', id, new Date(), { by: alice, baseVersion: 1 })
        .then(
          (result) => ({ failed: false as const, result }),
          (error: unknown) => ({ failed: true as const, error }),
        )
        .finally(() => {
          settled = true;
        });
      // The save's backend, once it waits for the row the holder keeps.
      let waiting: number | undefined;
      while (waiting === undefined) {
        if (settled)
          throw new Error('The save finished without writing the content version: it is not part of the save');
        const blocked = await holder.query<{ pid: number }>(
          'SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
          [holderPid],
        );
        waiting = blocked.rows[0]?.pid;
        if (waiting === undefined) await new Promise((resolve) => setImmediate(resolve));
      }
      await holder.query('SELECT pg_terminate_backend($1)', [waiting]);
      const outcome = await save;
      await holder.query('ROLLBACK');

      const stored = (await getPostForStaff(id))?.title;
      const versionAfter = await readPublicContentVersion();
      if (outcome.failed) {
        expect(stored).toBe('Texte d’avant');
        expect(await articleVersion(id)).toBe(1);
        expect(versionAfter).toBe(versionBefore);
      } else {
        expect(stored).toBe('Texte d’après');
        expect(versionAfter).not.toBe(versionBefore);
      }
      // Either way the editor's next save, from the version it was told of, meets no conflict.
      const toldVersion = outcome.failed ? 1 : 2;
      const retry = await savePostFromEditor(form('Texte d’après'), 'publish', id, new Date(), {
        by: alice,
        baseVersion: toldVersion,
      });
      expect(retry.ok).toBe(true);
      expect(await readPublicContentVersion()).not.toBe(versionAfter);
    } finally {
      await holder.end();
    }
  });
});
