import './auth-helpers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRACTICE_FACTS } from '@/content/practice';
import { practiceFormValues } from '@/lib/practice/practice-form';
import { STRONG_PASSWORD, signInCookie, uniqueEmail } from './auth-helpers';

/**
 * The Cabinet actions behind their real guard, with a real admin session: a refused form answers
 * French messages per field and stores nothing. Only Next's request-scope accessor is replaced.
 */
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders.current,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));

beforeAll(async () => {
  const { createStaff } = await import('@/server/auth/staff');
  const email = uniqueEmail('admin');
  await createStaff({ email, name: 'Admin', role: 'admin', password: STRONG_PASSWORD });
  requestHeaders.current = new Headers({ cookie: await signInCookie(email), 'x-admin-path': '/admin/cabinet' });
});

describe('the Cabinet actions refuse bad input beside each field and store nothing', () => {
  it('a phone number that is neither Moroccan nor international, and hours that overlap', async () => {
    const { savePracticeFactsAction } = await import('@/app/admin/(protected)/cabinet/actions');
    const values = practiceFormValues(DEFAULT_PRACTICE_FACTS);
    const weeklyHours = values.weeklyHours.map((ranges, index) =>
      index === 0
        ? [
            { opens: '10:00', closes: '17:00' },
            { opens: '16:00', closes: '18:00' },
          ]
        : ranges,
    );
    expect(await savePracticeFactsAction({ ...values, phone: '0522', weeklyHours })).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: {
        phone: 'Le téléphone doit être un numéro marocain (05 22 12 34 56) ou international (+33 1 23 45 67 89).',
        'weeklyHours.0': 'Les plages horaires se chevauchent.',
      },
    });
    const { readPracticeFacts, listPracticeChanges } = await import('@/server/practice/practice-settings');
    expect(await readPracticeFacts()).toEqual(DEFAULT_PRACTICE_FACTS);
    expect(await listPracticeChanges()).toEqual([]);
  });

  it('a period whose last day comes before its first', async () => {
    const { addPracticePeriodAction } = await import('@/app/admin/(protected)/cabinet/actions');
    const result = await addPracticePeriodAction({
      label: 'Aïd',
      firstDay: '2031-05-29',
      lastDay: '2031-05-27',
      closed: true,
      ranges: [],
      message: '',
    });
    expect(result).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: { lastDay: 'Le dernier jour ne peut pas précéder le premier.' },
    });
    const { listPeriodsEndingFrom } = await import('@/server/practice/practice-periods');
    expect(await listPeriodsEndingFrom('2000-01-01')).toEqual([]);
  });
});
