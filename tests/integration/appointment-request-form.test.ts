import './auth-helpers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRACTICE_FACTS } from '@/content/practice';
import { availableHalfDays, halfDayValue } from '@/lib/appointments/half-days';
import { addDays, casablancaDay, weekdayIndex } from '@/lib/practice/practice-days';
import { createStaff } from '@/server/auth/staff';
import { notifyStaffOfRequests } from '@/server/appointments/staff-notice';
import { answerAppointmentRequest } from '@/server/appointments/request-route';
import { db } from '@/server/db/client';
import { flushReadings } from '@/server/statistics/reading-queue';
import { publicFormToken } from '@/server/public-forms/token';
import { practiceFactsSchema, practiceFormValues } from '@/lib/practice/practice-form';
import { requireRequestHandlerForRequest } from '@/server/appointments/request-guard';
import { readPracticeFacts, savePracticeFacts } from '@/server/practice/practice-settings';
import { makePost } from '../support/factories';
import { fromAddress, outbox, signInCookie, STRONG_PASSWORD, uniqueEmail } from './auth-helpers';

/**
 * The appointment request's POST on the public-form path (decisions 039 and 044), as a browser
 * without JavaScript sends it. SITE_URL is http://cabinet.test (auth-helpers).
 */
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));

const SITE = 'http://cabinet.test';
const now = new Date();
const today = casablancaDay(now);
const open = availableHalfDays(DEFAULT_PRACTICE_FACTS.weeklyHours, [], today);
let phoneSuffix = 10;

function filled(changes: Record<string, string> = {}) {
  phoneSuffix += 1;
  return {
    jeton: publicFormToken('rendez-vous', now.getTime() - 60_000),
    site_web: '',
    motif: 'echographie-abdominale',
    visite: 'premiere',
    creneau1: halfDayValue(open[0]!),
    creneau2: '',
    creneau3: '',
    nom: 'Salma B.',
    telephone: `06 12 34 56 ${phoneSuffix}`,
    reponse: 'whatsapp',
    note: '',
    consentement: 'on',
    ...changes,
  };
}

function send(
  fields: Record<string, string>,
  address = '203.0.113.9',
  headers: Record<string, string> = {},
  at = now.getTime(),
) {
  const request = new Request(`${SITE}/api/rendez-vous`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return fromAddress(address, () => answerAppointmentRequest(request, () => at));
}

beforeEach(async () => {
  await db().deleteFrom('rate_limits').execute();
});

describe('a request sent without JavaScript', () => {
  it('is stored and answered by a 303 to the confirmation naming the exam and the half-day, never the person', async () => {
    const response = await send(filled());
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toBe(
      `/rendez-vous/confirmation?motif=echographie-abdominale&visite=premiere&creneau=${encodeURIComponent(halfDayValue(open[0]!))}#rendez-vous-envoye`,
    );
    expect(location).not.toMatch(/Salma|0612/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const stored = await db()
      .selectFrom('appointment_requests')
      .select(['name', 'phone', 'state'])
      .where('phone', '=', `+2126123456${phoneSuffix}`)
      .execute();
    expect(stored).toEqual([{ name: 'Salma B.', phone: `+2126123456${phoneSuffix}`, state: 'nouvelle' }]);
  });

  it('refuses a closed day forged in the POST, shows the form again with a French message, stores nothing', async () => {
    let sunday = addDays(today, 1);
    while (weekdayIndex(sunday) !== 6) sunday = addDays(sunday, 1);
    const before = await db().selectFrom('appointment_requests').select('id').execute();
    const response = await send(filled({ creneau1: `${sunday}:matin` }));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('n’est plus proposée (cabinet fermé ou date passée)');
    expect(page).toContain('value="Salma B."');
    expect(page).toContain('href="/rendez-vous"');
    expect(await db().selectFrom('appointment_requests').select('id').execute()).toHaveLength(before.length);
  });

  it.each([
    ['an unknown reason', { motif: 'chirurgie' }, 'Choisissez le motif'],
    ['a premium-rate number', { telephone: '08 92 12 34 56' }, 'numéro de téléphone marocain'],
    ['an RTL override that leaves no name', { nom: '\u202E\u200B' }, 'Indiquez votre nom.'],
  ])('refuses %s', async (_case, change, message) => {
    const response = await send(filled(change));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
  });

  it('refuses a fourth request for one number in a day with a French message', async () => {
    const phone = '07 11 22 33 44';
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push(
        (await send(filled({ telephone: phone, creneau1: halfDayValue(open[index]!) }), `198.51.100.${index + 1}`))
          .status,
      );
    }
    expect(statuses).toEqual([303, 303, 303, 429]);
  });
});

describe('no global count closes the form (decision 069)', () => {
  it('lets a new address send after 40 addresses sent all they may for two hours', { timeout: 180_000 }, async () => {
    const suffix = phoneSuffix;
    let robot = 0;
    for (const hour of [0, 1])
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const at = now.getTime() + hour * 3_600_000;
        // The 40 addresses at once, as robots send.
        await Promise.all(
          Array.from({ length: 40 }, (_, index) => {
            robot += 1;
            return send(
              filled({ telephone: `06${20_000_000 + robot}`, jeton: publicFormToken('rendez-vous', at - 60_000) }),
              `198.51.100.${index + 1}`,
              {},
              at,
            );
          }),
        );
      }
    phoneSuffix = suffix;
    const later = now.getTime() + 2 * 3_600_000;
    const patient = await send(
      filled({ nom: 'Patiente Réelle', jeton: publicFormToken('rendez-vous', later - 60_000) }),
      '192.0.2.200',
      {},
      later,
    );
    expect(patient.status).toBe(303);
    const stored = await db()
      .selectFrom('appointment_requests')
      .select('id')
      .where('name', '=', 'Patiente Réelle')
      .execute();
    expect(stored).toHaveLength(1);
  });
});

describe('a stored request counts as a booking action (decision 064)', () => {
  const BROWSER =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  const fromBrowser = { 'user-agent': BROWSER };

  async function requestsCounted(page: string): Promise<number> {
    await flushReadings();
    const rows = await db()
      .selectFrom('statistics_daily')
      .select('count')
      .where('metric', '=', 'request')
      .where('page', '=', page)
      .execute();
    return rows.reduce((sum, row) => sum + Number(row.count), 0);
  }

  it('of the page the reader came to the form from, once it is stored', async () => {
    const page = `/blog/${(await makePost()).slug}`;
    expect((await send(filled({ depuis: page }), '203.0.113.40', fromBrowser)).status).toBe(303);
    expect(await requestsCounted(page)).toBe(1);
  });

  it('of the form’s own page when the reader came from nowhere the statistics count', async () => {
    const before = await requestsCounted('/rendez-vous');
    expect((await send(filled(), '203.0.113.41', fromBrowser)).status).toBe(303);
    expect((await send(filled({ depuis: '/admin/blog' }), '203.0.113.42', fromBrowser)).status).toBe(303);
    expect(await requestsCounted('/rendez-vous')).toBe(before + 2);
  });

  it('never for a refused request, one caught by the field only robots fill, a robot’s or a signed-in staff member’s', async () => {
    const page = `/blog/${(await makePost()).slug}`;
    const email = uniqueEmail('editor');
    await createStaff({ email, name: 'Éditrice', role: 'editor', password: STRONG_PASSWORD });
    const sent = [
      await send(filled({ depuis: page, motif: 'chirurgie' }), '203.0.113.43', fromBrowser),
      await send(filled({ depuis: page, site_web: 'https://promo.example' }), '203.0.113.44', fromBrowser),
      await send(filled({ depuis: page }), '203.0.113.45', {
        'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
      }),
      await send(filled({ depuis: page }), '203.0.113.46', { ...fromBrowser, cookie: await signInCookie(email) }),
    ];
    expect(sent.map((response) => response.status)).toEqual([400, 303, 303, 303]);
    expect(await requestsCounted(page)).toBe(0);
  });
});

describe('the staff notice', () => {
  it('says how many requests arrived, never who or why, at most once per quarter of an hour', async () => {
    const email = uniqueEmail('admin');
    await createStaff({ email, name: 'Dr Notice', role: 'admin', password: STRONG_PASSWORD });
    await db().deleteFrom('app_settings').where('key', '=', 'appointment_notice_sent_at').execute();
    const at = new Date(Date.now() + 60_000);
    const count = await notifyStaffOfRequests(at, false);
    expect(count).toBeGreaterThan(0);
    const mails = outbox(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `${count} nouvelle${count > 1 ? 's' : ''} demande${count > 1 ? 's' : ''} de rendez-vous`,
    ]);
    expect(mails[0]!.text).not.toMatch(/Salma|échographie|\+212|06/);
    expect(await notifyStaffOfRequests(new Date(at.getTime() + 14 * 60_000), false)).toBe(0);
    expect(outbox(email)).toHaveLength(1);
  });
});

describe('who may open the inbox', () => {
  it('refuses an editor until Cabinet lets editors handle requests', async () => {
    const email = uniqueEmail('editor');
    await createStaff({ email, name: 'Éditrice', role: 'editor', password: STRONG_PASSWORD });
    const request = new Request(`${SITE}/api/admin/demandes/x/ics`, { headers: { cookie: await signInCookie(email) } });
    expect(((await requireRequestHandlerForRequest(request)) as Response).status).toBe(403);
    const facts = practiceFactsSchema.parse({
      ...practiceFormValues(await readPracticeFacts()),
      editorsMayHandleRequests: true,
    });
    await savePracticeFacts(facts, { name: 'Dr Admin', email: 'admin@cabinet.example' });
    expect(await requireRequestHandlerForRequest(request)).toMatchObject({ email });
  });
});
