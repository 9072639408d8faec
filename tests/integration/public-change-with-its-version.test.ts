import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_FACTS } from '@/content/practice';
import { emptyPostForm } from '@/lib/blog/post-form';
import { PUBLIC_CONTENT_VERSION_KEY } from '@/lib/site/public-content-version';
import { getPostForStaff } from '@/server/blog/posts';
import { moveToTrash } from '@/server/blog/trash';
import { articleVersion } from '@/server/blog/post-revisions';
import { savePostFromEditor } from '@/server/blog/save-post';
import { createCategory, deleteTag } from '@/server/blog/taxonomy';
import { databaseEngine, db } from '@/server/db/client';
import { readPracticeFacts, savePracticeFacts } from '@/server/practice/practice-settings';
import { readPublicContentVersion } from '@/front-server/bundled/content-stamp';
import { makePost, makeTag } from '../support/factories';

const alice = { id: 'staff-alice', name: 'Alice Bennani' };
const bob = { id: 'staff-bob', name: 'Bob Tazi' };
const admin = { name: 'Admin', email: 'admin@cabinet-test.example.com' };

/** Every later write of the public content version fails, as a lost connection or a full disk would make it. */
async function refuseVersionWrites(): Promise<void> {
  if (databaseEngine() === 'sqlite') {
    await sql`CREATE TRIGGER refuse_version BEFORE INSERT ON app_settings WHEN NEW.key = ${sql.lit(PUBLIC_CONTENT_VERSION_KEY)}
      BEGIN SELECT RAISE(ABORT, 'version write refused'); END`.execute(db());
    return;
  }
  await sql`CREATE FUNCTION refuse_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW.key = ${sql.lit(PUBLIC_CONTENT_VERSION_KEY)} THEN RAISE EXCEPTION 'version write refused'; END IF; RETURN NEW; END $$`.execute(
    db(),
  );
  await sql`CREATE TRIGGER refuse_version BEFORE INSERT ON app_settings FOR EACH ROW EXECUTE FUNCTION refuse_version()`.execute(
    db(),
  );
}

afterEach(async () => {
  await sql`DROP TRIGGER IF EXISTS refuse_version${sql.raw(databaseEngine() === 'postgres' ? ' ON app_settings' : '')}`.execute(
    db(),
  );
  if (databaseEngine() === 'postgres') await sql`DROP FUNCTION IF EXISTS refuse_version()`.execute(db());
});

const form = (title: string) => ({ ...emptyPostForm(), title, content: 'Un paragraphe.' });

describe('a change to public content is stored with its new content version, or not at all (decision 034)', () => {
  it('an editor save whose version write fails stores neither the article nor its revision', async () => {
    const created = await savePostFromEditor(form('Avant la panne'), 'publish', null, new Date(), { by: alice });
    if (!created.ok) throw new Error('setup save failed');
    const id = created.post.id;
    const versionBefore = await readPublicContentVersion();

    await refuseVersionWrites();
    await expect(
      savePostFromEditor(form('Pendant la panne'), 'publish', id, new Date(), { by: alice, baseVersion: 1 }),
    ).rejects.toThrow();
    expect((await getPostForStaff(id))?.title).toBe('Avant la panne');
    expect(await articleVersion(id)).toBe(1);
    expect(await readPublicContentVersion()).toBe(versionBefore);
  });

  it('a new article whose version write fails is not created', async () => {
    await refuseVersionWrites();
    await expect(savePostFromEditor(form('Jamais créé'), 'publish', null, new Date(), { by: alice })).rejects.toThrow();
    const rows = await db().selectFrom('blog_posts').select('id').where('title', '=', 'Jamais créé').execute();
    expect(rows).toEqual([]);
  });

  it('every other back-office write of public content is undone with its version: delete, taxonomy, practice facts', async () => {
    const post = await makePost({ status: 'published' });
    const tag = await makeTag({ name: 'Gardé' });
    const factsBefore = await readPracticeFacts();
    await refuseVersionWrites();
    await expect(moveToTrash(post.id)).rejects.toThrow();
    await expect(deleteTag(tag.id)).rejects.toThrow();
    await expect(createCategory({ name: 'Jamais créée' })).rejects.toThrow();
    await expect(
      savePracticeFacts({ ...DEFAULT_PRACTICE_FACTS, name: 'Cabinet jamais renommé' }, admin),
    ).rejects.toThrow();
    expect(await getPostForStaff(post.id)).not.toBeNull();
    expect(await db().selectFrom('tags').select('id').where('id', '=', tag.id).executeTakeFirst()).toBeDefined();
    expect(
      await db().selectFrom('categories').select('id').where('name', '=', 'Jamais créée').executeTakeFirst(),
    ).toBeUndefined();
    expect(await readPracticeFacts()).toEqual(factsBefore);
  });

  it('a stored save always moves the version; staged changes and a delete of nothing leave it', async () => {
    const first = await readPublicContentVersion();
    const created = await savePostFromEditor(form('Publié'), 'publish', null, new Date(), { by: alice });
    if (!created.ok) throw new Error('save failed');
    const second = await readPublicContentVersion();
    expect(second).not.toBe(first);
    const staged = await savePostFromEditor(form('En attente'), 'stage', created.post.id, new Date(), {
      by: alice,
      baseVersion: 1,
    });
    expect(staged.ok).toBe(true);
    expect(await moveToTrash(crypto.randomUUID())).toBe(false);
    expect(await readPublicContentVersion()).toBe(second);
  });
});

describe('a save whose answer was lost, sent again by its author', () => {
  it('is answered as saved, at the version it made, not as « modifié par » its own author', async () => {
    const created = await savePostFromEditor(form('Première version'), 'publish', null, new Date(), { by: alice });
    if (!created.ok) throw new Error('setup save failed');
    const id = created.post.id;
    const edited = form('Seconde version');
    // The first try: stored, but its answer never reached the editor, still at version 1.
    expect(await savePostFromEditor(edited, 'publish', id, new Date(), { by: alice, baseVersion: 1 })).toMatchObject({
      ok: true,
      version: 2,
    });
    const retry = await savePostFromEditor(edited, 'publish', id, new Date(), { by: alice, baseVersion: 1 });
    expect(retry).toMatchObject({ ok: true, version: 2 });
    expect(await articleVersion(id)).toBe(2);
  });

  it('is still a conflict when someone else saved, or when the text differs', async () => {
    const created = await savePostFromEditor(form('Base'), 'publish', null, new Date(), { by: alice });
    if (!created.ok) throw new Error('setup save failed');
    const id = created.post.id;
    const edited = form('Par Bob');
    await savePostFromEditor(edited, 'publish', id, new Date(), { by: bob, baseVersion: 1 });
    expect(await savePostFromEditor(edited, 'publish', id, new Date(), { by: alice, baseVersion: 1 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('Bob Tazi'),
    });
    await savePostFromEditor(form('Par Alice'), 'publish', id, new Date(), { by: alice, baseVersion: 2 });
    expect(
      await savePostFromEditor(form('Autre texte'), 'publish', id, new Date(), { by: alice, baseVersion: 2 }),
    ).toMatchObject({ ok: false });
  });
});
