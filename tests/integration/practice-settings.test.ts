import { describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_FACTS } from '@/content/practice';
import { practiceFactsSchema, practiceFormValues, practicePeriodSchema } from '@/lib/practice/practice-form';
import { db } from '@/server/db/client';
import { nextPracticeCalendarChange } from '@/server/practice/practice-calendar';
import { addPracticePeriod, deletePracticePeriod, listPeriodsEndingFrom } from '@/server/practice/practice-periods';
import { listPracticeChanges, readPracticeFacts, savePracticeFacts } from '@/server/practice/practice-settings';

const admin = { name: 'Dr Admin', email: 'admin@cabinet.example' };

function validFacts(changes: Record<string, unknown>) {
  return practiceFactsSchema.parse({ ...practiceFormValues(DEFAULT_PRACTICE_FACTS), ...changes });
}

function validPeriod(values: Record<string, unknown>) {
  return practicePeriodSchema.parse({
    label: 'Aïd al-Adha',
    firstDay: '2031-05-27',
    lastDay: '2031-05-29',
    closed: true,
    ranges: [],
    message: '',
    ...values,
  });
}

// One database per test file: the tests run in order and build on each other's saves.
describe('practice facts on an empty database', () => {
  it('reads the first-run defaults, placeholders included, without writing anything', async () => {
    expect(await readPracticeFacts()).toEqual(DEFAULT_PRACTICE_FACTS);
    expect(await db().selectFrom('practice_settings').selectAll().execute()).toEqual([]);
    expect(await listPracticeChanges()).toEqual([]);
  });
});

describe('saving the practice facts', () => {
  it('stores what the form validated and reads it back the same on both engines', async () => {
    const facts = validFacts({
      phone: '05 22 33 44 55',
      latitude: '33.5312',
      weeklyHours: [[], [], [], [], [], [], [{ opens: '09:00', closes: '12:00' }]],
    });
    await savePracticeFacts(facts, admin);
    expect(await readPracticeFacts()).toEqual(facts);
    expect((await readPracticeFacts()).phone).toBe('+212522334455');
  });

  it('records who changed what, newest first, and nothing for a save that changes nothing', async () => {
    const before = await readPracticeFacts();
    await savePracticeFacts({ ...before, email: 'cabinet@example.ma' }, admin);
    await savePracticeFacts({ ...before, email: 'cabinet@example.ma' }, admin);
    const changes = await listPracticeChanges();
    expect(changes.map((change) => change.summary)).toEqual([
      'Modifié : e-mail.',
      'Modifié : téléphone, coordonnées, horaires.',
    ]);
    expect(changes[0]).toMatchObject({ changedBy: 'Dr Admin (admin@cabinet.example)' });
    expect(changes[0]!.changedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('reads a fact missing from an older stored document as its default', async () => {
    const stored = { ...(await readPracticeFacts()) } as Partial<typeof DEFAULT_PRACTICE_FACTS>;
    delete stored.closureNoticeDays;
    await db()
      .updateTable('practice_settings')
      .set({ facts: JSON.stringify(stored) })
      .execute();
    expect((await readPracticeFacts()).closureNoticeDays).toBe(7);
  });
});

describe('closures and special hours', () => {
  it('lists the periods not over yet, soonest first, with their ranges', async () => {
    const summer = await addPracticePeriod(
      validPeriod({ label: 'Vacances', firstDay: '2031-08-01', lastDay: '2031-08-15' }),
      admin,
    );
    const aid = await addPracticePeriod(validPeriod({}), admin);
    const congress = await addPracticePeriod(
      validPeriod({
        label: 'Congrès',
        firstDay: '2031-06-06',
        lastDay: '2031-06-06',
        closed: false,
        ranges: [{ opens: '09:00', closes: '12:00' }],
      }),
      admin,
    );
    const listed = await listPeriodsEndingFrom('2031-05-29');
    expect(listed.map((period) => period.id)).toEqual([aid, congress, summer]);
    expect(listed[1]).toEqual({
      id: congress,
      label: 'Congrès',
      firstDay: '2031-06-06',
      lastDay: '2031-06-06',
      ranges: [{ opens: '09:00', closes: '12:00' }],
      message: null,
    });
    expect((await listPeriodsEndingFrom('2031-05-30')).map((period) => period.id)).toEqual([congress, summer]);
  });

  it('records additions and deletions in the history', async () => {
    const [first] = await listPeriodsEndingFrom('2031-01-01');
    expect(await deletePracticePeriod(first!.id, admin)).toBe(true);
    expect(await deletePracticePeriod(first!.id, admin)).toBe(false);
    // Saved within a few milliseconds of each other: the history still lists them newest first.
    const summaries = (await listPracticeChanges()).map((change) => change.summary);
    expect(summaries.slice(0, 4)).toEqual([
      'Période supprimée : « Aïd al-Adha » (fermeture, du mardi 27 mai au jeudi 29 mai 2031).',
      'Période ajoutée : « Congrès » (horaires spéciaux 09h00 – 12h00, le vendredi 6 juin 2031).',
      'Période ajoutée : « Aïd al-Adha » (fermeture, du mardi 27 mai au jeudi 29 mai 2031).',
      'Période ajoutée : « Vacances » (fermeture, du vendredi 1er août au vendredi 15 août 2031).',
    ]);
  });

  it('nextPracticeCalendarChange: the midnight in Casablanca when the next banner appears', async () => {
    // Notice of 7 days before the congress on 6 June 2031: the banner appears on 30 May, 00:00 in Casablanca (UTC+1).
    expect((await nextPracticeCalendarChange(new Date('2031-05-20T12:00:00Z')))?.toISOString()).toBe(
      '2031-05-29T23:00:00.000Z',
    );
    expect(await nextPracticeCalendarChange(new Date('2031-08-16T00:00:00Z'))).toBeNull();
  });
});
