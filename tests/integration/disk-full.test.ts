import './auth-helpers';
import { smallDisk, fillDisk, freeDisk } from '../support/small-disk';
import { mkdirSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_DISK_FULL, signInErrorMessage } from '@/lib/auth/auth-messages';
import { emptyPostForm } from '@/lib/blog/post-form';
import { POST as autosave } from '@/app/api/admin/autosaves/route';
import { POST as upload } from '@/app/api/admin/uploads/route';
import { POST as authPost } from '@/app/api/auth/[...all]/route';
import { GET as health } from '@/app/api/health/route';
import { createStaff } from '@/server/auth/staff';
import { savePostFromEditor } from '@/server/blog/save-post';
import { getPostForStaff } from '@/server/blog/posts';
import { databaseEngine } from '@/server/db/client';
import { DISK_FULL_AUTOSAVE_MESSAGE, DISK_FULL_UPLOAD_MESSAGE, isDiskFull } from '@/server/disk-full';
import { outboxDirectory, sendMail } from '@/server/mail/send-mail';
import { blogImageCount } from '../support/failing-upload';
import { answerAppointmentRequest } from '@/server/appointments/request-route';
import { publicFormRoute } from '@/server/public-forms/public-form';
import { publicFormToken } from '@/server/public-forms/token';
import { questionForm } from '@/server/questions/question-form';
import { makePost } from '../support/factories';
import { DEFAULT_PRACTICE_FACTS } from '@/content/practice';
import { availableHalfDays, halfDayValue } from '@/lib/appointments/half-days';
import { casablancaDay } from '@/lib/practice/practice-days';
import { fromAddress, STRONG_PASSWORD, signInCookie, uniqueEmail } from './auth-helpers';

const SITE = 'http://cabinet.test';
const uploadsFolder = path.join(smallDisk, 'uploads');
const uploadedFiles = () => (existsSync(uploadsFolder) ? readdirSync(uploadsFolder) : []);

describe('a full disk (a real 4 MB tmpfs holding DATA_DIR and, on SQLite, the database)', () => {
  let cookie = '';
  let email = '';
  let photo: Buffer;
  beforeAll(async () => {
    email = uniqueEmail('disk');
    await createStaff({ email, name: 'Rédactrice', role: 'editor', password: STRONG_PASSWORD });
    cookie = await signInCookie(email);
    // Noise does not compress: the re-encoded image needs real room on the disk.
    const noise = Buffer.from(Array.from({ length: 900 * 700 * 3 }, () => Math.floor(Math.random() * 256)));
    photo = await sharp(noise, { raw: { width: 900, height: 700, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
  });
  afterEach(freeDisk);

  const sendPhoto = () =>
    upload(
      new Request(`${SITE}/api/admin/uploads`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'image/jpeg', origin: SITE, 'sec-fetch-site': 'same-origin' },
        body: new Uint8Array(photo),
      }),
    );

  it('an upload tells staff in French that the disk is full, leaves no .partial file and records nothing', async () => {
    const rows = await blogImageCount();
    fillDisk();
    const response = await sendPhoto();
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ error: DISK_FULL_UPLOAD_MESSAGE });
    expect(uploadedFiles()).toEqual([]);
    expect(await blogImageCount()).toBe(rows);

    freeDisk();
    const retried = await sendPhoto();
    expect(retried.status, 'the next upload, once there is room, is not blocked by leftovers').toBe(201);
    expect(uploadedFiles().filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('health answers 503 "writes failing" while the disk is full, 200 once there is room', async () => {
    fillDisk();
    const full = await health(new Request('http://localhost/api/health'));
    expect(full.status).toBe(503);
    expect(await full.json()).toEqual({ status: 'error', reason: 'writes failing' });
    freeDisk();
    expect((await health(new Request('http://localhost/api/health'))).status).toBe(200);
  });

  it('a save fails with the original disk-full error (never "cannot rollback") and keeps the stored article', async () => {
    const first = await savePostFromEditor(
      { ...emptyPostForm(), title: 'Avant le disque plein', content: 'Texte court.' },
      'save',
      null,
    );
    if (!first.ok) throw new Error(JSON.stringify(first));
    fillDisk();
    const big = { ...emptyPostForm(), title: 'Avant le disque plein', content: 'é'.repeat(400_000) };
    const outcome = await savePostFromEditor(big, 'save', first.post.id).then(
      (result) => ({ result, error: undefined }),
      (error: unknown) => ({ result: undefined, error }),
    );
    if (databaseEngine() === 'sqlite') {
      expect(isDiskFull(outcome.error), String(outcome.error)).toBe(true);
      expect(String(outcome.error)).not.toMatch(/cannot rollback/);
      expect((await getPostForStaff(first.post.id))?.content).toBe('Texte court.');
    } else {
      // PostgreSQL keeps its data on its own server: a full local disk does not stop saves.
      expect(outcome.result?.ok).toBe(true);
    }
  });

  it('an autosave on a full disk answers the disk-full message (507), never a generic 500', async () => {
    fillDisk();
    const response = await autosave(
      new Request(`${SITE}/api/admin/autosaves?slot=new`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: SITE, 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({
          baseUpdatedAt: null,
          values: { ...emptyPostForm(), title: 'Disque plein', content: 'é'.repeat(400_000) },
        }),
      }),
    );
    if (databaseEngine() === 'sqlite') {
      expect(response.status).toBe(507);
      expect(await response.json()).toEqual({ error: DISK_FULL_AUTOSAVE_MESSAGE });
    } else {
      // PostgreSQL keeps its data on its own server: a full local disk does not stop autosaves.
      expect(response.status).toBe(200);
    }
  });

  it('a mail that cannot be written on a full disk fails whole: no half-written file stays in the outbox', async () => {
    mkdirSync(outboxDirectory(), { recursive: true });
    const before = readdirSync(outboxDirectory());
    fillDisk();
    const mail = { to: email, subject: 'Lien de connexion', text: 'x'.repeat(20_000), html: '<p>lien</p>' };
    const failure = await sendMail(mail).catch((error: unknown) => error);
    expect(isDiskFull(failure), 'the disk-full error reaches the caller').toBe(true);
    expect(readdirSync(outboxDirectory())).toEqual(before);

    freeDisk();
    await sendMail(mail);
    const written = readdirSync(outboxDirectory()).filter((name) => !before.includes(name));
    expect(written, 'once there is room, the mail is written whole').toHaveLength(1);
    expect(written[0]).toMatch(/\.json$/);
  });

  it('a sign-in on a full disk answers a French message (507), never an empty 500', async () => {
    fillDisk();
    const response = await authPost(
      new Request(`${SITE}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': '192.0.2.44' },
        body: JSON.stringify({ email, password: STRONG_PASSWORD }),
      }),
    );
    if (databaseEngine() === 'postgres') {
      // The session is written on the PostgreSQL server, not on the full local disk.
      expect(response.status).toBe(200);
      return;
    }
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ code: 'DISK_FULL', message: SERVER_DISK_FULL });
    expect(signInErrorMessage({ status: 507, code: 'DISK_FULL' }), 'what the sign-in form shows').toBe(
      SERVER_DISK_FULL,
    );
  });

  const formPost = (action: string, fields: Record<string, string>) =>
    new Request(`${SITE}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      body: new URLSearchParams(fields).toString(),
    });

  it('both public forms answer a French 507 that keeps what was typed, never a 500', async () => {
    const post = await makePost();
    fillDisk();
    const question = await fromAddress('192.0.2.61', () =>
      publicFormRoute(questionForm)(
        formPost('/api/questions', {
          jeton: publicFormToken('question', Date.now() - 60_000),
          site_web: '',
          article: post.slug,
          pseudonyme: 'Lectrice',
          question: 'Une question écrite disque plein',
          email: '',
        }),
      ),
    );
    const request = await fromAddress('192.0.2.62', () =>
      answerAppointmentRequest(
        formPost('/api/rendez-vous', {
          jeton: publicFormToken('rendez-vous', Date.now() - 60_000),
          site_web: '',
          motif: 'echographie-abdominale',
          visite: 'premiere',
          creneau1: halfDayValue(
            availableHalfDays(DEFAULT_PRACTICE_FACTS.weeklyHours, [], casablancaDay(new Date()))[0]!,
          ),
          nom: 'Salma Disque',
          telephone: '06 12 34 56 99',
          reponse: 'whatsapp',
          note: '',
          consentement: 'on',
        }),
      ),
    );
    if (databaseEngine() === 'postgres') {
      // PostgreSQL keeps its data on its own server: a full local disk does not stop the forms.
      expect(question.status).toBe(303);
      expect(request.status).toBe(303);
      return;
    }
    expect(question.status).toBe(507);
    const questionPage = await question.text();
    expect(questionPage).toContain('son disque est plein');
    expect(questionPage).toContain('Une question écrite disque plein</textarea>');
    expect(request.status).toBe(507);
    const requestPage = await request.text();
    expect(requestPage).toContain('son disque est plein');
    expect(requestPage).toContain('value="Salma Disque"');
  });
});
