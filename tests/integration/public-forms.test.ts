import './auth-helpers';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { z } from 'zod';
import { db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { answerChallenge } from '@/server/public-forms/challenge';
import { CLAIM_LEASE_MS, claimSubmission, recordAnswer } from '@/server/public-forms/submissions-store';
import { definePublicForm, publicFormRoute } from '@/server/public-forms/public-form';
import { consumeRateLimit } from '@/server/rate-limit';
import { createStaff } from '@/server/auth/staff';
import { publicFormToken } from '@/server/public-forms/token';
import { openSecondConnection } from '../support/second-connection';
import { fromAddress, outbox, STRONG_PASSWORD, uniqueEmail } from './auth-helpers';

/**
 * The public-form path (docs/decisions/039) through a form that exists only here, its handler
 * called as the route would be. SITE_URL is http://cabinet.test (auth-helpers).
 */
const SITE = 'http://cabinet.test';
let clock = Date.UTC(2026, 10, 26, 9, 0, 0);
const now = () => clock;
const handled: string[] = [];

const noteForm = definePublicForm({
  name: 'note',
  action: '/api/note',
  schema: z.object({
    page: z.string(),
    note: z.string().trim().min(5, 'Écrivez au moins 5\u00a0caractères.').max(200),
  }),
  fields: [{ name: 'note', label: 'Votre note', kind: 'textarea', required: true }],
  backTo: (values) => values.page ?? '/',
  handle: async (values) => {
    // The database lost right after the send was stored: its answer cannot be kept.
    if (values.note.startsWith('Stockée')) {
      // The form's own duplicate rule: the same note again is the one already stored.
      if (!handled.includes(values.note)) {
        handled.push(values.note);
        await submissionsTableAway();
      }
      return { message: 'Note stockée.' };
    }
    // The database lost before anything was stored, and before the claim could be given back.
    if (values.note.startsWith('Coupure') && !handled.includes('coupure vue')) {
      handled.push('coupure vue');
      await submissionsTableAway();
      throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    }
    if (values.note.startsWith('Panne'))
      throw Object.assign(new Error('duplicate key value'), { code: '23505', detail: `Key (note)=(${values.note})` });
    handled.push(values.note);
    return { message: `Note n°\u00a0${handled.length} reçue.` };
  },
  alert: { formLabel: 'note', inboxPath: '/admin' },
  limits: {
    perAddress: [{ window: 600, max: 5 }],
    perAddressWithoutProof: [{ window: 600, max: 3 }],
    dailySendsBeforeAlert: 50,
  },
  bodyLimit: 2048,
});
const POST = publicFormRoute(noteForm, { now });

/** Makes every statement on the submissions' table fail, as a database gone would. */
async function submissionsTableAway(): Promise<void> {
  await sql`alter table public_form_submissions rename to public_form_submissions_away`.execute(db());
}
async function submissionsTableBack(): Promise<void> {
  await sql`alter table public_form_submissions_away rename to public_form_submissions`.execute(db());
}

function send(fields: Record<string, string>, { json = false, origin = SITE, address = '203.0.113.7' } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', origin };
  if (json) headers.accept = 'application/json';
  const request = new Request(`${SITE}/api/note`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields).toString(),
  });
  return fromAddress(address, () => POST(request));
}

/** A form as a page issued it a minute ago. */
function filled(note: string, extra: Record<string, string> = {}) {
  return { jeton: publicFormToken('note', clock - 60_000), site_web: '', page: '/blog/article', note, ...extra };
}

beforeEach(async () => {
  clock += 24 * 3600 * 1000;
  handled.length = 0;
  await db().deleteFrom('rate_limits').execute();
});

describe('a public form without JavaScript', () => {
  it('answers a good send with a 303 back to the page’s sent message, never cached', async () => {
    const response = await send(filled('Bonjour docteur'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/blog/article#note-envoye');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(handled).toEqual(['Bonjour docteur']);
  });

  it('shows the form again with what was typed and French errors, without storing anything', async () => {
    const response = await send(filled('Oui'));
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    const page = await response.text();
    expect(page).toContain('>Oui</textarea>');
    expect(page).toContain('Écrivez au moins 5\u00a0caractères.');
    expect(page).toContain('name="jeton"');
    expect(handled).toEqual([]);
  });

  it('returns only to a page of this site', async () => {
    const response = await send(filled('Bonjour docteur', { page: '/.//evil.example' }));
    expect(response.headers.get('location')).toBe('/#note-envoye');
  });
});

describe('a public form sent by the site script', () => {
  it('answers JSON in the shape of every action', async () => {
    const sent = await send(filled('Bonjour docteur'), { json: true });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({
      ok: true,
      message: 'Note n°\u00a01 reçue.',
      location: '/blog/article#note-envoye',
    });
    const refused = await send(filled(''), { json: true });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      ok: false,
      message: expect.any(String),
      fieldErrors: { note: 'Écrivez au moins 5\u00a0caractères.' },
    });
  });
});

describe('public form defences', () => {
  it('refuses another origin', async () => {
    const response = await send(filled('Bonjour docteur'), { json: true, origin: 'http://evil.example' });
    expect(response.status).toBe(403);
    expect(handled).toEqual([]);
  });

  it('refuses a body over the limit with 413 in French before reading it whole', async () => {
    const response = await send(filled('x'.repeat(4000)), { json: true });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ ok: false, message: 'La requête est trop volumineuse.' });
  });

  it('pretends success to a robot that filled the hidden field, and keeps nothing', async () => {
    const response = await send(filled('Achetez maintenant', { site_web: 'https://spam.example' }));
    expect(response.status).toBe(303);
    expect(handled).toEqual([]);
  });

  it('refuses a form sent sooner than the minimum fill time after it was issued', async () => {
    const response = await send(
      { ...filled('Bonjour docteur'), jeton: publicFormToken('note', clock - 1000) },
      { json: true },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain('trop vite');
    expect(handled).toEqual([]);
  });

  it('refuses a missing, forged or other form’s token', async () => {
    for (const jeton of ['', 'forged.token.value', publicFormToken('question', clock - 60_000)]) {
      const response = await send({ ...filled('Bonjour docteur'), jeton }, { json: true });
      expect(response.status).toBe(400);
    }
    expect(handled).toEqual([]);
  });
});

describe('a public form whose handler fails', () => {
  it('answers 500 in French, logs the failure without what was typed, and lets the same send try again', async () => {
    const logged = vi.spyOn(logger, 'error');
    try {
      const fields = filled('Panne: mon diabète');
      const response = await send(fields, { json: true });
      expect(response.status).toBe(500);
      expect((await response.json()).message).toBe(
        'Le message n’a pas pu être enregistré. Réessayez dans quelques minutes.',
      );
      expect(logged).toHaveBeenCalledOnce();
      expect(JSON.stringify(logged.mock.calls)).not.toContain('diabète');
      expect((await send(fields, { json: true })).status).toBe(500);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('public form idempotency', () => {
  it('answers a repeated send with the first answer and handles it once', async () => {
    const fields = filled('Bonjour docteur');
    const first = await send(fields, { json: true });
    const second = await send(fields, { json: true });
    expect(await second.json()).toEqual(await first.json());
    expect(handled).toEqual(['Bonjour docteur']);
  });

  it('keeps two visitors of one cached copy apart (same token, other address or other text)', async () => {
    const fields = filled('Bonjour docteur');
    await send(fields, { json: true });
    await send(fields, { json: true, address: '198.51.100.9' });
    await send({ ...fields, note: 'Autre question' }, { json: true });
    expect(handled).toHaveLength(3);
  });

  it('lets one process only handle a key claimed from two (two connections)', async () => {
    const other = openSecondConnection();
    try {
      expect(await claimSubmission('same-key', 'note', clock)).toEqual({ first: true });
      expect(await claimSubmission('same-key', 'note', clock, other)).toEqual({ first: false, answer: null });
      await recordAnswer('same-key', '{"message":"Reçu."}');
      expect(await claimSubmission('same-key', 'note', clock, other)).toEqual({
        first: false,
        answer: '{"message":"Reçu."}',
      });
    } finally {
      await other.destroy();
    }
  });
});

describe('the answer after a commit tells the truth (idempotency under failures)', () => {
  it('answers a stored send as sent even when its answer cannot be kept, and an identical resend as sent, stored once', async () => {
    const fields = filled('Stockée pendant la panne');
    try {
      const first = await send(fields, { json: true });
      expect(first.status).toBe(200);
      expect((await first.json()).message).toBe('Note stockée.');
    } finally {
      await submissionsTableBack();
    }
    clock += CLAIM_LEASE_MS;
    const again = await send(fields, { json: true });
    expect(again.status).toBe(200);
    expect(handled).toEqual(['Stockée pendant la panne']);
  });

  it('never lets a claim left by a lost request block an identical resend past its lease', async () => {
    const fields = filled('Coupure avant tout stockage');
    try {
      const first = await send(fields, { json: true });
      expect(first.status).toBe(503);
      expect(first.headers.get('retry-after')).toBe('30');
    } finally {
      await submissionsTableBack();
    }
    // The claim is still there: within its lease the first request may still be running.
    expect((await send(fields, { json: true })).status).toBe(409);
    clock += CLAIM_LEASE_MS;
    const resent = await send(fields, { json: true });
    expect(resent.status).toBe(200);
    expect(handled).toEqual(['coupure vue', 'Coupure avant tout stockage']);
  });
});

describe('public form limits', () => {
  it('refuses past the limit per address (without proof of work) with 429, a French wait and Retry-After', async () => {
    for (const note of ['Première', 'Deuxième', 'Troisième'])
      expect((await send(filled(note), { json: true })).status).toBe(200);
    const refused = await send(filled('Quatrième'), { json: true });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).message).toMatch(
      /^Trop d’envois depuis votre connexion\. Réessayez dans \d+\u00a0minutes?\.$/,
    );
    expect((await send(filled('Autre adresse'), { json: true, address: '198.51.100.9' })).status).toBe(200);
  });

  it('lets a new address send while 40 others have sent all they may (no global limit)', async () => {
    for (let address = 1; address <= 40; address += 1)
      for (let send_ = 0; send_ < 4; send_ += 1)
        await send(filled(`Message ${address}-${send_}`), { json: true, address: `198.51.100.${address}` });
    expect(handled).toHaveLength(120);
    const patient = await send(filled('Bonjour docteur'), { json: true, address: '192.0.2.77' });
    expect(patient.status).toBe(200);
    expect(handled).toContain('Bonjour docteur');
  });

  it('counts one IPv6 client per /64: rotating the interface part does not buy more sends', async () => {
    const statuses = [];
    for (let host = 1; host <= 4; host += 1)
      statuses.push((await send(filled(`Message ${host}`), { json: true, address: `2001:db8:5:7::${host}` })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await send(filled('Autre réseau'), { json: true, address: '2001:db8:5:8::1' })).status).toBe(200);
  });

  it('mails the admins once a day, without what was sent, when the volume passes the alert threshold', async () => {
    const admin = uniqueEmail('admin');
    await createStaff({ email: admin, name: 'Dr Alerte', role: 'admin', password: STRONG_PASSWORD });
    for (let address = 1; address <= 20; address += 1)
      for (let send_ = 0; send_ < 3; send_ += 1)
        await send(filled(`Texte secret ${address}-${send_}`), { json: true, address: `203.0.113.${address}` });
    await expect.poll(() => outbox(admin).length).toBe(1);
    const [mail] = outbox(admin);
    expect(mail!.subject).toBe('Envois inhabituels\u00a0: formulaire de note');
    expect(mail!.text).toContain('plus de 50\u00a0envois en moins de 24\u00a0heures');
    expect(mail!.text).not.toContain('Texte secret');
    expect(mail!.text).not.toContain('203.0.113');
    for (let address = 21; address <= 30; address += 1)
      await send(filled(`Encore ${address}`), { json: true, address: `203.0.113.${address}` });
    expect(outbox(admin)).toHaveLength(1);
  });

  it('shares the counts between processes through the database (two connections)', async () => {
    const rule = { window: 600, max: 2 };
    const other = openSecondConnection();
    try {
      expect(await consumeRateLimit('shared', rule, clock)).toMatchObject({ allowed: true });
      expect(await consumeRateLimit('shared', rule, clock, other)).toMatchObject({ allowed: true });
      expect(await consumeRateLimit('shared', rule, clock)).toMatchObject({ allowed: false });
      expect(await consumeRateLimit('shared', rule, clock, other)).toMatchObject({ allowed: false });
    } finally {
      await other.destroy();
    }
  });

  it('stores no address in clear', async () => {
    await send(filled('Bonjour docteur'), { json: true });
    const keys = (await db().selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('203.0.113.7');
  });
});

/** What the site script does: ask our endpoint for a challenge, solve it, send it in `altcha`. */
async function solvedProof(at = clock): Promise<string> {
  const answer = await answerChallenge(new Request(`${SITE}/api/formulaires/defi?formulaire=note`), at);
  const { defi } = (await answer.json()) as { defi: Challenge };
  const solution = await solveChallenge({ challenge: defi, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: defi, solution })).toString('base64');
}

describe('public form proof of work', () => {
  it('gives the script a fresh token for the form and a challenge, never cached', async () => {
    const answer = await answerChallenge(new Request(`${SITE}/api/formulaires/defi?formulaire=note`), clock);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const { jeton, defi } = (await answer.json()) as { jeton: string; defi: Challenge };
    expect(jeton.startsWith(`${clock}.`)).toBe(true);
    expect(defi.signature).toEqual(expect.any(String));
    expect((await answerChallenge(new Request(`${SITE}/api/formulaires/defi?formulaire=../x`), clock)).status).toBe(
      400,
    );
  });

  it('counts sends with a valid proof under the looser limits', async () => {
    for (const note of ['Un message', 'Deux messages', 'Trois messages', 'Quatre messages', 'Cinq messages']) {
      expect((await send(filled(note, { altcha: await solvedProof() }), { json: true })).status).toBe(200);
    }
    expect((await send(filled('Six messages', { altcha: await solvedProof() }), { json: true })).status).toBe(429);
  });

  it('refuses a replayed proof of work', async () => {
    const altcha = await solvedProof();
    expect((await send(filled('Premier message', { altcha }), { json: true })).status).toBe(200);
    const replayed = await send(filled('Autre message', { altcha }), { json: true });
    expect(replayed.status).toBe(400);
    expect((await replayed.json()).message).toContain('anti-robot');
    expect(handled).toEqual(['Premier message']);
  });

  it('answers a double click that re-sends the same proof with the first answer', async () => {
    const fields = filled('Bonjour docteur', { altcha: await solvedProof() });
    expect((await send(fields, { json: true })).status).toBe(200);
    expect((await send(fields, { json: true })).status).toBe(200);
    expect(handled).toEqual(['Bonjour docteur']);
  });

  it('refuses a forged, garbled or expired proof', async () => {
    const valid = JSON.parse(Buffer.from(await solvedProof(), 'base64').toString('utf8'));
    valid.solution.counter += 1;
    const forged = Buffer.from(JSON.stringify(valid)).toString('base64');
    const expired = await solvedProof(clock - 31 * 60 * 1000);
    for (const altcha of [forged, 'pas-une-preuve', expired]) {
      expect((await send(filled('Bonjour docteur', { altcha }), { json: true })).status).toBe(400);
    }
    expect(handled).toEqual([]);
  });
});
