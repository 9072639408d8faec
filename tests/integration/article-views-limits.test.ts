import './auth-helpers';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as countView } from '@/app/api/views/route';
import { getPostForStaff } from '@/server/blog/posts';
import { countArticleView, VIEW_LIMITS } from '@/server/blog/views';
import { db } from '@/server/db/client';
import { makePost } from '../support/factories';
import { fromAddress } from './auth-helpers';

/** The view counter on the public forms' defences (docs/decisions/039). SITE_URL: auth-helpers. */
const SITE = 'http://cabinet.test';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const post = (slug: string, headers: Record<string, string>) =>
  fromAddress('127.0.0.1', () =>
    countView(
      new NextRequest(`${SITE}/api/views`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE, 'sec-fetch-site': 'same-origin', ...headers },
        body: JSON.stringify({ slug }),
      }),
    ),
  );

describe('article views and robots', () => {
  it('never counts a view sent with a robot’s user agent', async () => {
    const article = await makePost();
    for (const agent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 HeadlessChrome/140.0.0.0', 'curl/8.5.0']) {
      expect((await post(article.slug, { 'user-agent': agent, 'x-forwarded-for': '198.51.100.70' })).status).toBe(204);
    }
    expect((await getPostForStaff(article.id))?.views_count).toBe(0);
    await post(article.slug, { 'user-agent': CHROME, 'x-forwarded-for': '198.51.100.70' });
    expect((await getPostForStaff(article.id))?.views_count).toBe(1);
  });

  it('keeps no address in clear in the counters', async () => {
    const article = await makePost();
    await post(article.slug, { 'user-agent': CHROME, 'x-forwarded-for': '198.51.100.71' });
    const limits = await db().selectFrom('public_form_limits').select('key').execute();
    const marks = await db().selectFrom('auth_rate_limits').select('key').where('key', 'like', 'view:%').execute();
    expect(limits.length + marks.length).toBeGreaterThan(0);
    expect(JSON.stringify([limits, marks])).not.toContain('198.51.100.71');
  });
});

describe('article view limits', () => {
  it('stops counting one client’s views past the limit per address, whatever the article', async () => {
    const now = Date.UTC(2027, 0, 4, 10, 0, 0);
    const { max } = VIEW_LIMITS.perAddress[0]!;
    for (let index = 0; index < max; index += 1) expect(await countArticleView(`article-${index}`, 'one-client', now)).toBe(true);
    expect(await countArticleView('one-more-article', 'one-client', now)).toBe(false);
    expect(await countArticleView('one-more-article', 'another-client', now)).toBe(true);
  });
});
