import './auth-helpers';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as upload } from '@/app/api/admin/uploads/route';
import { POST as countView } from '@/app/api/views/route';
import { createStaff } from '@/server/auth/staff';
import { getPostForStaff } from '@/server/blog/posts';
import { flushReadings } from '@/server/statistics/reading-queue';
import { makePost } from '../support/factories';
import { blogImageCount } from '../support/failing-upload';
import { STRONG_PASSWORD, fromAddress, signInCookie, uniqueEmail } from './auth-helpers';

/** SITE_URL is http://cabinet.test here (auth-helpers). */
const SITE = 'http://cabinet.test';
const FOREIGN: Record<string, string>[] = [
  { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
  { origin: 'http://evil.example' },
  { origin: 'http://blog.cabinet.test', 'sec-fetch-site': 'same-site' },
];

const storedFiles = () => {
  const folder = path.join(process.env.DATA_DIR!, 'uploads');
  return existsSync(folder) ? readdirSync(folder).length : 0;
};

describe('POST /api/admin/uploads', () => {
  let cookie = '';
  let png: Buffer;
  beforeAll(async () => {
    const email = uniqueEmail('uploader');
    await createStaff({ email, name: 'Rédactrice', role: 'editor', password: STRONG_PASSWORD });
    cookie = await signInCookie(email);
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7f8f' } })
      .png()
      .toBuffer();
  });

  const post = (headers: Record<string, string>) =>
    upload(
      new Request(`${SITE}/api/admin/uploads`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'image/png', ...headers },
        body: new Uint8Array(png),
      }),
    );

  it.each(FOREIGN)('refuses a staff cookie sent from another site (%o) and stores nothing', async (headers) => {
    const [rows, files] = [await blogImageCount(), storedFiles()];
    const response = await post(headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Requête refusée : elle ne provient pas du site.' });
    expect([await blogImageCount(), storedFiles()]).toEqual([rows, files]);
  });

  it("stores the image sent from the site's own page", async () => {
    const rows = await blogImageCount();
    const response = await post({ origin: SITE, 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(201);
    expect(await blogImageCount()).toBe(rows + 1);
  });
});

describe('POST /api/views (statistics beacon, decision 045)', () => {
  const PHONE =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  // Through the nginx recipe: the peer is the trusted proxy on loopback, X-Forwarded-For the visitor.
  const post = (body: unknown, headers: Record<string, string>) =>
    fromAddress('127.0.0.1', () =>
      countView(
        new NextRequest(`${SITE}/api/views`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': PHONE, ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    );
  const view = (slug: string, headers: Record<string, string>) =>
    post({ kind: 'view', path: `/blog/${slug}` }, headers);
  const viewsOf = async (id: string) => {
    await flushReadings();
    return (await getPostForStaff(id))?.views_count;
  };
  const fromSite = (address: string) => ({ origin: SITE, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': address });

  it('counts nothing for ten posts from another site', async () => {
    const article = await makePost();
    for (let index = 0; index < 10; index += 1) {
      const response = await view(article.slug, {
        ...FOREIGN[index % FOREIGN.length]!,
        'x-forwarded-for': `198.51.100.${index + 1}`,
      });
      expect(response.status).toBe(403);
    }
    expect(await viewsOf(article.id)).toBe(0);
  });

  it('counts one view for a thousand posts from one reader on one article, and sets no cookie', async () => {
    const article = await makePost();
    for (let index = 0; index < 1_000; index += 1) {
      const response = await view(article.slug, fromSite('203.0.113.7'));
      expect(response.status).toBe(204);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(await viewsOf(article.id)).toBe(1);
  });

  it('counts one view per address, and the same address again on another article', async () => {
    const [first, second] = [await makePost(), await makePost()];
    await view(first.slug, fromSite('203.0.113.8'));
    await view(first.slug, fromSite('203.0.113.9'));
    await view(first.slug, fromSite('203.0.113.9'));
    await view(second.slug, fromSite('203.0.113.8'));
    expect([await viewsOf(first.id), await viewsOf(second.id)]).toEqual([2, 1]);
  });

  it('never counts a robot, a missing browser name or a signed-in staff member', async () => {
    const article = await makePost();
    const email = uniqueEmail('reader-staff');
    await createStaff({ email, name: 'Secrétaire', role: 'editor', password: STRONG_PASSWORD });
    const cookie = await signInCookie(email);
    await view(article.slug, {
      ...fromSite('203.0.113.20'),
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await view(article.slug, { ...fromSite('203.0.113.21'), 'user-agent': '' });
    await view(article.slug, { ...fromSite('203.0.113.22'), cookie });
    expect(await viewsOf(article.id)).toBe(0);
  });

  it.each([
    ['an unknown kind', { kind: 'purchase', path: '/' }, 400],
    ['a path of another site', { kind: 'view', path: 'https://evil.example/' }, 204],
    ['an unknown page', { kind: 'view', path: '/wp-login.php' }, 204],
    ['a referrer of 10 kB', { kind: 'view', path: '/', referrer: `https://x.example/${'a'.repeat(10_000)}` }, 413],
    ['a referrer with a script', { kind: 'view', path: '/', referrer: 'javascript:alert(1)' }, 204],
    ['broken JSON', '{"kind":', 400],
  ])('answers %s without a 500 and stores nothing of it', async (_case, body, status) => {
    const response = await post(body, fromSite('203.0.113.30'));
    expect(response.status).toBe(status);
    await flushReadings();
  });
});
