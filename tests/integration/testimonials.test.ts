import './auth-helpers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { casablancaDay } from '@/lib/practice/practice-days';
import { nextTestimonialLabelChange } from '@/lib/practice/testimonials';
import { db } from '@/server/db/client';
import { listPracticeChanges } from '@/server/practice/practice-settings';
import { listTestimonials, nextTestimonialDateChange } from '@/server/practice/testimonials';
import { nextPublicChangeBySelf, readPublicContentVersion } from '@/front-server/bundled/content-stamp';
import { STRONG_PASSWORD, signInCookie, uniqueEmail } from './auth-helpers';

/**
 * The testimonials of the home page as Cabinet data (decision 035), through the real actions
 * behind their admin guard. Only Next's request-scope parts are replaced: the accessor the guard
 * reads, and the router-cache purge that needs a Next request to run in.
 */
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders.current,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));

beforeAll(async () => {
  const { createStaff } = await import('@/server/auth/staff');
  const email = uniqueEmail('admin');
  await createStaff({ email, name: 'Dr Admin', role: 'admin', password: STRONG_PASSWORD });
  requestHeaders.current = new Headers({ cookie: await signInCookie(email), 'x-admin-path': '/admin/cabinet' });
});

const actions = () => import('@/app/admin/(protected)/cabinet/actions');

/** Runs a change and says whether the public content version moved. */
async function bumpsVersion(change: () => Promise<unknown>): Promise<boolean> {
  const before = await readPublicContentVersion();
  await change();
  return (await readPublicContentVersion()) !== before;
}

// One database per test file: the tests run in order and build on each other's changes.
describe('the eight testimonials the migration seeded', () => {
  it('are shown in their former order, dated back from the day of the migration', async () => {
    const testimonials = await listTestimonials();
    expect(testimonials.map((t) => t.firstName)).toEqual([
      'Karim B.',
      'Salma',
      'M. El Idrissi',
      'Nadia',
      'Y. A.',
      'Hicham',
      'Fatima Z.',
      'Omar',
    ]);
    expect(testimonials.every((t) => t.visible && t.doctorAnswer !== null)).toBe(true);
    // Nobody rated them: the home page shows no stars for them.
    expect(testimonials.every((t) => t.rating === null)).toBe(true);
    const [migratedAt] = await db().selectFrom('testimonials').select('created_at').limit(1).execute();
    const migrationDay = casablancaDay(new Date(migratedAt!.created_at as string | Date));
    const days = testimonials.map((t) => t.givenOn);
    // « il y a 2 semaines » then months 1, 1, 2, 3, 4, 5, 6: each no later than the one before.
    expect(days[0]).toBe(
      new Date(Date.parse(`${migrationDay}T12:00:00Z`) - 14 * 86_400_000).toISOString().slice(0, 10),
    );
    expect([...days].sort().reverse()).toEqual(days);
    expect(days.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day < migrationDay)).toBe(true);
  });

  it('name the next change of their « il y a … » as a change of the public pages by themselves', async () => {
    const now = new Date();
    const expected = nextTestimonialLabelChange(
      (await listTestimonials(true)).map((t) => t.givenOn),
      now,
    );
    expect(expected).not.toBeNull();
    expect(await nextTestimonialDateChange(now)).toEqual(expected);
    expect(await nextPublicChangeBySelf(now)).toBeLessThanOrEqual(expected!.getTime());
  });
});

describe('managing the testimonials on Cabinet', () => {
  it('hides one: gone from the public list, kept on Cabinet, recorded, public pages refreshed', async () => {
    const { setTestimonialVisibilityAction } = await actions();
    const salma = (await listTestimonials())[1]!;
    expect(
      await bumpsVersion(async () =>
        expect(await setTestimonialVisibilityAction(salma.id, false)).toMatchObject({ ok: true }),
      ),
    ).toBe(true);
    expect((await listTestimonials(true)).map((t) => t.firstName)).not.toContain('Salma');
    expect((await listTestimonials()).find((t) => t.id === salma.id)?.visible).toBe(false);
    expect((await listPracticeChanges())[0]).toMatchObject({
      summary: 'Avis masqué\u00a0: «\u00a0Salma\u00a0».',
      changedBy: expect.stringContaining('Dr Admin'),
    });
  });

  it('edits one, and a doctor’s answer can be removed', async () => {
    const { saveTestimonialAction } = await actions();
    const karim = (await listTestimonials())[0]!;
    const values = {
      firstName: 'K. B.',
      text: 'Très à l’écoute.',
      givenOn: '2026-01-15',
      doctorAnswer: '',
      rating: '4',
      visible: true,
    };
    expect(
      await bumpsVersion(async () => expect(await saveTestimonialAction(karim.id, values)).toMatchObject({ ok: true })),
    ).toBe(true);
    expect((await listTestimonials())[0]).toEqual({
      id: karim.id,
      firstName: 'K. B.',
      text: 'Très à l’écoute.',
      givenOn: '2026-01-15',
      doctorAnswer: null,
      rating: 4,
      visible: true,
      position: 0,
    });
    expect(await saveTestimonialAction(karim.id, { ...values, rating: '6' })).toMatchObject({
      ok: false,
      fieldErrors: { rating: 'La note va de 1 à 5, ou aucune.' },
    });
  });

  it('adds one at the end, and refuses bad input beside each field storing nothing', async () => {
    const { saveTestimonialAction } = await actions();
    const refused = await saveTestimonialAction(null, {
      firstName: '',
      text: 'x',
      givenOn: '2999-01-01',
      doctorAnswer: '',
      visible: true,
    });
    expect(refused).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: { firstName: 'Le prénom est obligatoire.', givenOn: 'La date ne peut pas être dans le futur.' },
    });
    expect(await listTestimonials()).toHaveLength(8);
    expect(
      await saveTestimonialAction(null, {
        firstName: 'Leïla',
        text: 'Merci.',
        givenOn: '2026-02-01',
        doctorAnswer: 'Merci à vous.',
        visible: true,
      }),
    ).toMatchObject({ ok: true });
    expect((await listTestimonials()).at(-1)).toMatchObject({ firstName: 'Leïla', doctorAnswer: 'Merci à vous.' });
  });

  it('moves one up and down, the first stays first', async () => {
    const { moveTestimonialAction } = await actions();
    const names = async () => (await listTestimonials()).map((t) => t.firstName);
    const leila = (await listTestimonials()).at(-1)!;
    expect(await bumpsVersion(() => moveTestimonialAction(leila.id, 'up'))).toBe(true);
    expect((await names()).slice(-2)).toEqual(['Leïla', 'Omar']);
    const first = (await listTestimonials())[0]!;
    expect(await moveTestimonialAction(first.id, 'up')).toMatchObject({ ok: true });
    expect((await names())[0]).toBe('K. B.');
    expect(await moveTestimonialAction(first.id, 'down')).toMatchObject({ ok: true });
    expect((await names()).slice(0, 2)).toEqual(['Salma', 'K. B.']);
  });

  it('deletes one; a second delete says it no longer exists', async () => {
    const { deleteTestimonialAction } = await actions();
    const omar = (await listTestimonials()).find((t) => t.firstName === 'Omar')!;
    expect(await bumpsVersion(() => deleteTestimonialAction(omar.id))).toBe(true);
    expect((await listTestimonials()).map((t) => t.firstName)).not.toContain('Omar');
    expect(await deleteTestimonialAction(omar.id)).toEqual({
      ok: false,
      fieldErrors: {},
      message: 'Cet avis n’existe plus.',
    });
    expect((await listPracticeChanges())[0]!.summary).toBe('Avis supprimé\u00a0: «\u00a0Omar\u00a0».');
  });

  it('with every testimonial hidden, nothing changes by itself because of them', async () => {
    const { setTestimonialVisibilityAction } = await actions();
    for (const testimonial of await listTestimonials()) await setTestimonialVisibilityAction(testimonial.id, false);
    expect(await listTestimonials(true)).toEqual([]);
    expect(await nextTestimonialDateChange(new Date())).toBeNull();
  });
});
