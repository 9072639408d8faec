import type { Kysely } from 'kysely';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionFormSchema, toNewQuestion, type NewQuestion } from '@/lib/questions/question-form';
import { MASK } from '@/lib/questions/mask-contacts';
import { databaseEngine, db } from '@/server/db/client';
import type { Database as Schema } from '@/server/db/schema';
import { outboxDirectory } from '@/server/mail/send-mail';
import { listPublicQuestions, submitQuestion } from '@/server/questions/public-questions';
import {
  announcePendingQuestions,
  claimQuestionMail,
  deleteExpiredQuestions,
} from '@/server/questions/question-upkeep';
import {
  answerQuestion,
  approveQuestion,
  countPendingQuestionsForStaff,
  deleteQuestion,
  discardQuestion,
  getQuestionForStaff,
  listQuestionsForStaff,
  MaskedQuestionError,
} from '@/server/questions/staff-questions';
import { readPublicContentVersion } from '@/front-server/bundled/content-stamp';
import { daysFrom, makeAuthor, makePost } from '../support/factories';
import { openSecondConnection } from '../support/second-connection';

/** Readers' questions on both engines (decision 043): states, masking, retention, the shared mail limit. */
const moderator = { id: 'staff-moderator', name: 'Salma Modératrice' };
const bool = (value: boolean) => (databaseEngine() === 'sqlite' ? Number(value) : value);
const member = (id: string, role: 'admin' | 'editor', disabled: boolean) => ({
  id,
  email: `${id}@cabinet.example`,
  name: id,
  email_verified: bool(true),
  role,
  disabled: bool(disabled),
  two_factor_enabled: bool(false),
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
});
const question = (text: string, fields: Partial<Record<'pseudonym' | 'email', string>> = {}): NewQuestion =>
  toNewQuestion(
    questionFormSchema.parse({ pseudonyme: fields.pseudonym ?? 'Lecteur', question: text, email: fields.email ?? '' }),
  );

async function bumpsVersion(change: () => Promise<unknown>): Promise<boolean> {
  const before = await readPublicContentVersion();
  await change();
  return (await readPublicContentVersion()) !== before;
}

let open: { id: string; slug: string };

beforeAll(async () => {
  await db()
    .updateTable('auth_users')
    .set({ disabled: bool(true) })
    .execute();
  await db()
    .insertInto('auth_users')
    .values(member(moderator.id, 'editor', true))
    .execute();
  const post = await makePost();
  open = { id: post.id, slug: post.slug };
});

describe('a question is accepted only under a public article open to questions', () => {
  it.each([
    ['a draft', { status: 'draft' as const }],
    ['a scheduled article not yet due', { status: 'scheduled' as const, scheduled_at: daysFrom(new Date(), 3) }],
    ['an article with questions switched off', { allow_comments: false }],
  ])('refuses %s', async (_name, fields) => {
    const post = await makePost(fields);
    expect(await submitQuestion(post.slug, question('Une question sous un article fermé'))).toBeNull();
  });

  it('refuses a forged article', async () => {
    expect(await submitQuestion('article-qui-n-existe-pas', question('Une question sans article'))).toBeNull();
  });

  it('stores a question as pending, never public before a person approves it', async () => {
    const stored = await submitQuestion(open.slug, question('Peut-on consulter en couple ?'));
    expect(stored).toEqual({ id: expect.any(String), duplicate: false });
    expect(await listPublicQuestions(open.id)).toEqual([]);
    expect((await getQuestionForStaff(stored!.id))?.state).toBe('pending');
  });

  it('stores the same question twice only once (double submit)', async () => {
    const first = await submitQuestion(open.slug, question('Une question envoyée deux fois'));
    const second = await submitQuestion(open.slug, question('Une question envoyée deux fois'));
    expect(second).toEqual({ id: first!.id, duplicate: true });
  });

  it('stores the text masked: the phone number is nowhere in the database', async () => {
    const stored = await submitQuestion(
      open.slug,
      question('Rappelez-moi au 06 12 34 56 78', { email: 'lecteur@example.ma' }),
    );
    const row = await db()
      .selectFrom('blog_questions')
      .selectAll()
      .where('id', '=', stored!.id)
      .executeTakeFirstOrThrow();
    expect(row.text).toBe(`Rappelez-moi au ${MASK}`);
    expect(JSON.stringify(row)).not.toContain('06 12');
    const staff = await getQuestionForStaff(stored!.id);
    expect(staff).toMatchObject({ maskedCount: 1, wantsAnswerMail: true });
    expect(JSON.stringify(staff)).not.toContain('lecteur@example.ma');
  });
});

describe('moderation', () => {
  it('never publishes a masked contact as it is: the sentence is rewritten first', async () => {
    const stored = await submitQuestion(open.slug, question('Rappelez-moi au 06 12 34 56 78, est-ce grave ?'));
    await expect(approveQuestion(stored!.id, moderator)).rejects.toBeInstanceOf(MaskedQuestionError);
    expect(await getQuestionForStaff(stored!.id)).toMatchObject({ state: 'pending' });
    await approveQuestion(stored!.id, moderator, 'Est-ce grave ?');
    expect(await getQuestionForStaff(stored!.id)).toMatchObject({ state: 'published', text: 'Est-ce grave ?' });
  });

  it('approves with an edited text, recording who and when, and moves the public version', async () => {
    const stored = await submitQuestion(open.slug, question('Je m’appelle Karim Bennani, est-ce grave ?'));
    const at = new Date('2026-11-20T10:00:00.000Z');
    expect(await bumpsVersion(() => approveQuestion(stored!.id, moderator, 'Est-ce grave ?', at))).toBe(true);
    expect(await getQuestionForStaff(stored!.id)).toMatchObject({
      state: 'published',
      text: 'Est-ce grave ?',
      moderatedByName: moderator.name,
      moderatedAt: at.toISOString(),
    });
    expect((await listPublicQuestions(open.id)).map((q) => q.text)).toContain('Est-ce grave ?');
  });

  it('answers as an author: the answer is published with its question, the reader’s e-mail used once and erased', async () => {
    const author = await makeAuthor({ name: 'Nadia Démo', title: 'Dr' });
    const stored = await submitQuestion(open.slug, question('Faut-il être à jeun ?', { email: 'patient@example.ma' }));
    const change = await answerQuestion(
      stored!.id,
      { text: 'Non, pas pour cet examen.', authorId: author.id },
      moderator,
    );
    expect(change).toMatchObject({ state: 'published', notifyEmail: 'patient@example.ma', postSlug: open.slug });
    const row = await db()
      .selectFrom('blog_questions')
      .select(['notify_email', 'answered_by_name'])
      .where('id', '=', stored!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ notify_email: null, answered_by_name: moderator.name });
    const shown = (await listPublicQuestions(open.id)).find((q) => q.id === stored!.id);
    expect(shown?.answer).toMatchObject({
      text: 'Non, pas pour cet examen.',
      author: { name: 'Nadia Démo', title: 'Dr' },
    });
  });

  it('refusing or marking as spam a pending question leaves the public pages alone and erases the e-mail', async () => {
    const refused = await submitQuestion(open.slug, question('Une question hors sujet', { email: 'a@example.ma' }));
    const spam = await submitQuestion(open.slug, question('Achetez des pilules pas chères'));
    expect(await bumpsVersion(() => discardQuestion(refused!.id, 'refused', moderator))).toBe(false);
    expect(await bumpsVersion(() => discardQuestion(spam!.id, 'spam', moderator))).toBe(false);
    const rows = await db()
      .selectFrom('blog_questions')
      .select(['state', 'notify_email'])
      .where('id', 'in', [refused!.id, spam!.id])
      .orderBy('state')
      .execute();
    expect(rows).toEqual([
      { state: 'refused', notify_email: null },
      { state: 'spam', notify_email: null },
    ]);
  });

  it('unpublishing or deleting a published question moves the public version', async () => {
    const stored = await submitQuestion(open.slug, question('Une question publiée puis retirée'));
    await approveQuestion(stored!.id, moderator);
    expect(await bumpsVersion(() => discardQuestion(stored!.id, 'refused', moderator))).toBe(true);
    await approveQuestion(stored!.id, moderator);
    expect(await bumpsVersion(() => deleteQuestion(stored!.id))).toBe(true);
    expect(await getQuestionForStaff(stored!.id)).toBeNull();
    expect(await deleteQuestion(stored!.id)).toBeNull();
  });

  it('lists one state, filtered by article, newest first, with its total and the pending counter', async () => {
    const other = await makePost();
    await submitQuestion(other.slug, question('Première question ici'), new Date('2026-11-01T00:00:00.000Z'));
    await submitQuestion(other.slug, question('Seconde question ici'), new Date('2026-11-02T00:00:00.000Z'));
    const { questions, total } = await listQuestionsForStaff({
      state: 'pending',
      postId: other.id,
      limit: 1,
      offset: 0,
    });
    expect(total).toBe(2);
    expect(questions.map((q) => [q.text, q.postTitle])).toEqual([['Seconde question ici', other.title]]);
    const pending = await listQuestionsForStaff({ state: 'pending', limit: 100, offset: 0 });
    expect(await countPendingQuestionsForStaff()).toBe(pending.total);
    expect(pending.questions.every((q) => q.state === 'pending')).toBe(true);
  });
});

describe('retention: refused and spam questions are deleted after 30 days by the app itself', () => {
  it('deletes only those moderated more than 30 days ago', async () => {
    const now = new Date('2027-03-01T00:00:00.000Z');
    const old = await submitQuestion(open.slug, question('Une vieille question refusée'));
    const recent = await submitQuestion(open.slug, question('Une question refusée hier'));
    const published = await submitQuestion(open.slug, question('Une vieille question publiée'));
    await discardQuestion(old!.id, 'spam', moderator, new Date(daysFrom(now, -31)));
    await discardQuestion(recent!.id, 'refused', moderator, new Date(daysFrom(now, -1)));
    await approveQuestion(published!.id, moderator, undefined, new Date(daysFrom(now, -300)));
    await deleteExpiredQuestions(now);
    expect(await getQuestionForStaff(old!.id)).toBeNull();
    expect(await getQuestionForStaff(recent!.id)).not.toBeNull();
    expect(await getQuestionForStaff(published!.id)).not.toBeNull();
  });
});

describe('the staff mail: « N nouvelles questions à modérer », at most one a quarter of an hour', () => {
  let second: Kysely<Schema>;
  beforeAll(() => {
    second = openSecondConnection();
  });
  afterAll(() => second.destroy());

  it('is claimed by one connection only, the other one waits for the next quarter', async () => {
    const start = new Date('2030-01-01T08:00:00.000Z');
    await submitQuestion(open.slug, question('Une question pour le courrier'));
    // Concurrent on PostgreSQL; one after the other on SQLite, whose driver answers synchronously
    // (two connections of one process cannot wait for each other's lock).
    const counts =
      databaseEngine() === 'postgres'
        ? await Promise.all([claimQuestionMail(start), claimQuestionMail(start, second)])
        : [await claimQuestionMail(start), await claimQuestionMail(start, second)];
    expect(counts.filter((count) => count > 0)).toHaveLength(1);
    await submitQuestion(open.slug, question('Une autre question pour le courrier'));
    expect(await claimQuestionMail(new Date(start.getTime() + 14 * 60_000), second)).toBe(0);
    expect(await claimQuestionMail(new Date(start.getTime() + 15 * 60_000))).toBe(1);
  });

  it('names how many, never the text nor the reader, and goes to active staff', async () => {
    rmSync(outboxDirectory(), { recursive: true, force: true });
    await db()
      .insertInto('auth_users')
      .values([member('mail-editor', 'editor', false), member('mail-disabled-admin', 'admin', true)])
      .execute();
    await submitQuestion(open.slug, question('Ma question secrète numéro un', { pseudonym: 'Yasmine' }));
    await submitQuestion(open.slug, question('Ma question secrète numéro deux', { pseudonym: 'Yasmine' }));
    expect(await announcePendingQuestions(new Date('2031-01-01T00:00:00.000Z'))).toBe(2);
    const mails = readdirSync(outboxDirectory()).map((name) =>
      JSON.parse(readFileSync(path.join(outboxDirectory(), name), 'utf8')),
    );
    expect(mails.map((mail) => mail.subject)).toEqual(['2 nouvelles questions à modérer']);
    expect(mails[0].to).toBe('mail-editor@cabinet.example');
    expect(JSON.stringify(mails)).not.toMatch(/secrète|Yasmine/);
  });
});
