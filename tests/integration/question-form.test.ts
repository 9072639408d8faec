import './auth-helpers';
import { beforeEach, describe, expect, it } from 'vitest';
import { MASK } from '@/lib/questions/mask-contacts';
import { db } from '@/server/db/client';
import { publicFormRoute } from '@/server/public-forms/public-form';
import { publicFormToken } from '@/server/public-forms/token';
import { listPublicQuestions } from '@/server/questions/public-questions';
import { questionForm } from '@/server/questions/question-form';
import { makePost } from '../support/factories';
import { fromAddress } from './auth-helpers';

/**
 * A reader's question through its route (decision 043) on the public-form path (decision 039),
 * called as the server calls it. SITE_URL is http://cabinet.test (auth-helpers).
 */
const SITE = 'http://cabinet.test';
let clock = Date.now() + 60_000;
const POST = publicFormRoute(questionForm, { now: () => clock });

function send(fields: Record<string, string>, { json = false, address = '203.0.113.20' } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', origin: SITE };
  if (json) headers.accept = 'application/json';
  const request = new Request(`${SITE}/api/questions`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields).toString(),
  });
  return fromAddress(address, () => POST(request));
}

const filled = (article: string, question: string, extra: Record<string, string> = {}) => ({
  jeton: publicFormToken('question', clock - 60_000),
  site_web: '',
  article,
  pseudonyme: 'Lectrice',
  question,
  email: '',
  ...extra,
});

const stored = (postId: string) =>
  db().selectFrom('blog_questions').select(['pseudonym', 'text', 'state']).where('blog_post_id', '=', postId).execute();

beforeEach(async () => {
  // A new day: the per-address limits and their hashes start again.
  clock += 24 * 3600 * 1000;
  await db().deleteFrom('rate_limits').execute();
});

describe('posting a question', () => {
  it('without JavaScript: a 303 back to the article’s « en attente de modération », stored pending, shown to nobody', async () => {
    const post = await makePost();
    const response = await send(filled(post.slug, 'Peut-on consulter en couple ?'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/blog/${post.slug}#question-envoye`);
    expect(await stored(post.id)).toEqual([
      { pseudonym: 'Lectrice', text: 'Peut-on consulter en couple ?', state: 'pending' },
    ]);
    expect(await listPublicQuestions(post.id)).toEqual([]);
  });

  it('with the site script: the message says it waits for moderation', async () => {
    const post = await makePost();
    const response = await send(filled(post.slug, 'Faut-il être à jeun avant l’échographie ?'), { json: true });
    expect(await response.json()).toEqual({
      ok: true,
      message: expect.stringContaining('en attente de modération'),
      location: `/blog/${post.slug}#question-envoye`,
    });
  });

  it('shows the emergency numbers at once when the words suggest an emergency', async () => {
    const post = await makePost();
    const response = await send(filled(post.slug, 'J’ai des idées noires et je veux en finir'), { json: true });
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/141.*19.*15.*112/);
  });

  it('masks a phone number and stores scripts and HTML as inert text', async () => {
    const post = await makePost();
    await send(
      filled(post.slug, '<script>alert(1)</script> appelez le 06 12 34 56 78', {
        pseudonyme: '<img src=x onerror=alert(1)>',
      }),
    );
    expect(await stored(post.id)).toEqual([
      {
        pseudonym: '<img src=x onerror=alert(1)>',
        text: `<script>alert(1)</script> appelez le ${MASK}`,
        state: 'pending',
      },
    ]);
  });
});

describe('no global count closes the form (decision 069)', () => {
  it('lets a new address ask after 70 addresses sent more than 200 questions in an hour', {
    timeout: 180_000,
  }, async () => {
    const post = await makePost();
    for (let attempt = 0; attempt < 4; attempt += 1)
      // The 70 addresses at once, as robots send.
      await Promise.all(
        Array.from({ length: 70 }, (_, index) =>
          send(filled(post.slug, `Question de robot ${index + 1}-${attempt}`), {
            json: true,
            address: `198.51.${100 + Math.floor((index + 1) / 50)}.${index + 1}`,
          }),
        ),
      );
    expect((await stored(post.id)).length).toBe(210);
    const reader = await send(filled(post.slug, 'Une vraie question de lectrice'), {
      json: true,
      address: '192.0.2.201',
    });
    expect(reader.status).toBe(200);
    expect((await stored(post.id)).map((row) => row.text)).toContain('Une vraie question de lectrice');
  });
});

describe('refused in French, never a 500, nothing stored', () => {
  it.each([
    ['questions switched off', { allow_comments: false }],
    ['a draft', { status: 'draft' as const }],
    [
      'a scheduled article not yet due',
      { status: 'scheduled' as const, scheduled_at: new Date(Date.now() + 400 * 86_400_000).toISOString() },
    ],
  ])('under an article with %s, keeping what was typed', async (_name, fields) => {
    const post = await makePost(fields);
    const response = await send(filled(post.slug, 'Une question sous un article fermé'));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('Les questions sont fermées sous cet article');
    expect(page).toContain('Une question sous un article fermé</textarea>');
    expect(await stored(post.id)).toEqual([]);
  });

  it('under a forged article', async () => {
    const response = await send(filled('../../admin', 'Une question sans article'), { json: true });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, message: expect.stringContaining('fermées') });
  });

  it('a 1 MB body', async () => {
    const post = await makePost();
    const response = await send(filled(post.slug, 'a'.repeat(1024 * 1024)));
    expect(response.status).toBe(413);
    expect(await stored(post.id)).toEqual([]);
  });

  it('a thousand scripted posts from one address: at most the limit stored', async () => {
    const post = await makePost();
    const answers: number[] = [];
    // Twenty at a time, as a script would: the limits are one atomic upsert each, shared by all.
    for (let batch = 0; batch < 50; batch += 1) {
      const sends = Array.from({ length: 20 }, (_, n) =>
        send(filled(post.slug, `Question automatique numéro ${batch * 20 + n}`), { json: true }),
      );
      answers.push(...(await Promise.all(sends)).map((response) => response.status));
    }
    // At most the limit, not exactly: without a proof a post counts against two windows (3 an
    // hour, 6 a day), each its own atomic upsert, and twenty at once on PostgreSQL may reach them in
    // different orders, so one of the hour's first three can find the day's count already past 6.
    const kept = (await stored(post.id)).length;
    expect(kept).toBeLessThanOrEqual(3);
    const answered: Record<number, number> = {};
    for (const status of answers) answered[status] = (answered[status] ?? 0) + 1;
    expect(answered).toEqual(kept === 0 ? { 429: 1000 } : { 200: kept, 429: 1000 - kept });
  }, 120_000);
});
