import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { startNginxProxy, type RunningProxy } from '../../scripts/proxy/start-proxy';
import { freeLoopbackPort } from '../../scripts/support/free-loopback-port';
import { FILE_NAME_HEADER } from '../../src/lib/blog/post-form-image';
import { signIn, uniqueEmail } from './admin-auth-helpers';
import { createDraft, openEditor, saveWith } from './admin-blog-helpers';
import { startPostgresForApps, type AppProcess, type AppsOnPostgres } from './support/app-processes';
import { expect, test } from './support/page-errors';
import { expectArticleEverywhere, THROUGH_NGINX_MS, visitArticlePages } from './support/public-pages';

/*
 * The multi-process recipe of the README, run for real: two app processes on one throwaway
 * PostgreSQL cluster, uploads in an S3-compatible bucket (s3rver on loopback), and the shipped
 * nginx configuration balancing between them.
 */
test.describe.configure({ mode: 'serial' });

const bucket = 'cabinet-uploads';
let postgres: AppsOnPostgres;
let s3: S3rver;
let proxy: RunningProxy;
let first: AppProcess;
let second: AppProcess;
const staff = { email: uniqueEmail('multi'), password: 'motdepasse-solide-1' };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  postgres = await startPostgresForApps('cabinet-multi-');
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(postgres.scratch, 's3'),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: s3Port } = await s3.run();

  const ports = [await freeLoopbackPort(), await freeLoopbackPort()];
  proxy = await startNginxProxy(ports);
  const settings = {
    SITE_URL: proxy.url,
    TRUSTED_ORIGINS: ports.map((port) => `http://127.0.0.1:${port}`).join(','),
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  first = await postgres.startApp(ports[0]!, settings);
  second = await postgres.startApp(ports[1]!, settings);
  await postgres.createEditor(staff);
});

test.afterAll(async () => {
  await proxy?.stop();
  await s3?.close();
  // Last: the app processes, then the cluster and the scratch folder that holds the bucket.
  await postgres?.stop();
});

test('a change made through one process shows through the other and through nginx within 2 s', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ baseURL: first.url });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await signIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/admin\/blog$/);

  const article = await createDraft(page, 'Deux processus');
  for (const origin of [second.url, proxy.url]) await visitArticlePages(request, origin, article.slug);
  await openEditor(page, article.title);
  await saveWith(page, 'Publier');
  await expectArticleEverywhere(request, second.url, article, true);
  await expectArticleEverywhere(request, proxy.url, article, true, THROUGH_NGINX_MS);

  const edited = { ...article, title: `${article.title} relu` };
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(edited.title);
  await saveWith(page, 'Publier');
  await expectArticleEverywhere(request, second.url, edited, true);
  await expectArticleEverywhere(request, proxy.url, edited, true, THROUGH_NGINX_MS);
  await context.close();
});

test('an image uploaded through one process is kept in the bucket and served by the other and by nginx', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ baseURL: first.url });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await signIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/admin\/blog$/);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const upload = await page.request.post('/api/admin/uploads', {
    data: png,
    headers: { 'Content-Type': 'image/png', Origin: first.url, [FILE_NAME_HEADER]: 'cabinet.png' },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  for (const origin of [second.url, proxy.url]) {
    const image = await request.get(`${origin}${url}`);
    expect(image.status(), origin).toBe(200);
    expect(image.headers()['content-type'], origin).toMatch(/^image\//);
  }
  await context.close();
});
