import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { PUBLIC_CONTENT_VERSION_KEY } from '../../../src/lib/site/public-content-version';

/**
 * The SQLite file of the server under test (playwright.config.ts points DATABASE_URL there).
 * Tests read it to know what the seed put in, and write to it to move the clock of an article.
 */
export function openE2eDatabase(): Database.Database {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  const database = new Database(path.join(dataDir, 'app.db'), { fileMustExist: true });
  database.pragma('busy_timeout = 5000');
  return database;
}

export type StoredPost = {
  slug: string;
  title: string;
  status: string;
  scheduled_at: string | null;
  created_at: string;
  /** Set while the article is in the Corbeille: the public visibility rule reads it. */
  deleted_at: string | null;
  category_name: string | null;
  category_color: string | null;
};

export function readStoredPosts(): StoredPost[] {
  const database = openE2eDatabase();
  try {
    return database
      .prepare(
        `SELECT p.slug, p.title, p.status, p.scheduled_at, p.created_at, p.deleted_at, c.name AS category_name, c.color AS category_color
         FROM blog_posts p LEFT JOIN categories c ON c.id = p.category_id`,
      )
      .all() as StoredPost[];
  } finally {
    database.close();
  }
}

export function readStoredPost(slug: string): StoredPost {
  const post = readStoredPosts().find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`No article with slug ${slug} in the e2e database`);
  return post;
}

/** The id of the article stored under `slug`. */
export function storedPostId(slug: string): string {
  const database = openE2eDatabase();
  try {
    return (database.prepare('SELECT id FROM blog_posts WHERE slug = ?').get(slug) as { id: string }).id;
  } finally {
    database.close();
  }
}

/**
 * Sets scheduled_at of one article and returns the previous value, so the test can put it back.
 * Like any process that changes public content, it writes a new public content version: the app's
 * page cache picks the change up within its polling interval.
 */
export function setScheduledAt(slug: string, scheduledAt: string | null): string | null {
  const database = openE2eDatabase();
  try {
    const row = database.prepare('SELECT scheduled_at FROM blog_posts WHERE slug = ?').get(slug) as
      | { scheduled_at: string | null }
      | undefined;
    if (!row) throw new Error(`No article with slug ${slug} in the e2e database`);
    database.transaction(() => {
      database.prepare('UPDATE blog_posts SET scheduled_at = ? WHERE slug = ?').run(scheduledAt, slug);
      database
        .prepare(
          'INSERT INTO app_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
        )
        .run(PUBLIC_CONTENT_VERSION_KEY, randomUUID());
    })();
    return row.scheduled_at;
  } finally {
    database.close();
  }
}

/**
 * Replaces the body of one article as an older version of the site could have stored it, past
 * the checks of the save action, and returns the previous one (`null` leaves it as it is). Writes
 * a new public content version, so its page is rendered again.
 */
export function storeBody(slug: string, content: string | null): string {
  const database = openE2eDatabase();
  try {
    const row = database.prepare('SELECT content FROM blog_posts WHERE slug = ?').get(slug) as
      | { content: string }
      | undefined;
    if (!row) throw new Error(`No article with slug ${slug} in the e2e database`);
    if (content === null) return row.content;
    database.transaction(() => {
      database.prepare('UPDATE blog_posts SET content = ? WHERE slug = ?').run(content, slug);
      database
        .prepare(
          'INSERT INTO app_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
        )
        .run(PUBLIC_CONTENT_VERSION_KEY, randomUUID());
    })();
    return row.content;
  } finally {
    database.close();
  }
}

/**
 * Moves the expiry of every review link of one article to `expiresAt` (a link a week old, without
 * waiting a week). Review links are not public content: no content version to bump.
 */
export function setReviewLinksExpiry(slug: string, expiresAt: string): number {
  const database = openE2eDatabase();
  try {
    const result = database
      .prepare(
        'UPDATE blog_review_links SET expires_at = ? WHERE blog_post_id = (SELECT id FROM blog_posts WHERE slug = ?)',
      )
      .run(expiresAt, slug);
    return result.changes;
  } finally {
    database.close();
  }
}

/**
 * Writes a new public content version, as any back-office change does: the app's page cache
 * then holds no current page, the state a page is in when nobody asked for it since the change.
 */
export function markPublicContentChanged(): void {
  const database = openE2eDatabase();
  try {
    database
      .prepare(
        'INSERT INTO app_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      .run(PUBLIC_CONTENT_VERSION_KEY, randomUUID());
  } finally {
    database.close();
  }
}

/** Stores `count` open requests as if patients had sent them; returns their ids, for `deleteRequests`. */
export function storeOpenRequests(count: number, day: string): string[] {
  const database = openE2eDatabase();
  try {
    const insert = database.prepare(
      `INSERT INTO appointment_requests (id, created_at, reason, visit, half_days, name, phone, reply_by, note, state)
       VALUES (?, ?, 'medecine-generale', 'premiere', ?, 'Patient de remplissage', ?, 'appel', '', 'nouvelle')`,
    );
    const ids = Array.from({ length: count }, () => randomUUID());
    database.transaction(() => {
      for (const [index, id] of ids.entries())
        insert.run(
          id,
          new Date().toISOString(),
          JSON.stringify([{ day, part: 'matin' }]),
          `+2125${20_000_000 + index}`,
        );
    })();
    return ids;
  } finally {
    database.close();
  }
}

export function deleteRequests(ids: string[]): void {
  const database = openE2eDatabase();
  try {
    // Their journal goes with them, as when the app deletes a request.
    database.pragma('foreign_keys = ON');
    const remove = database.prepare('DELETE FROM appointment_requests WHERE id = ?');
    database.transaction(() => {
      for (const id of ids) remove.run(id);
    })();
  } finally {
    database.close();
  }
}

/** How many readers' questions were stored under pseudonyms starting with `prefix` (decision 043). */
export function countQuestionsByPseudonymPrefix(prefix: string): number {
  const database = openE2eDatabase();
  try {
    return (
      database.prepare('SELECT count(*) AS stored FROM blog_questions WHERE pseudonym LIKE ?').get(`${prefix}%`) as {
        stored: number;
      }
    ).stored;
  } finally {
    database.close();
  }
}

/** A page's counted views and chat-link clicks (statistics_daily), and its article's views_count. */
export function storedFigures(page: string) {
  const database = openE2eDatabase();
  try {
    const sum = (metric: string) =>
      (
        database
          .prepare('SELECT COALESCE(SUM(count), 0) AS total FROM statistics_daily WHERE page = ? AND metric = ?')
          .get(page, metric) as { total: number }
      ).total;
    const views = (
      database.prepare('SELECT views_count FROM blog_posts WHERE slug = ?').get(page.split('/').pop()) as {
        views_count: number;
      }
    ).views_count;
    return { views: sum('view'), chats: sum('chat'), viewsCount: views };
  } finally {
    database.close();
  }
}
