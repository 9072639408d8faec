import 'server-only';
import { randomUUID } from 'node:crypto';
import { describePeriodAdded, describePeriodDeleted } from '@/lib/practice/practice-changes';
import type { PracticePeriod, TimeRange } from '@/lib/practice/practice-facts';
import { db } from '@/server/db/client';
import { changePublicContent, changePublicContentIfFound } from '@/server/public-cache/content-version';
import type { PracticePeriodTable } from '@/server/db/schema';
import { recordPracticeChange, type PracticeEditor } from './practice-settings';

const COLUMNS = ['id', 'first_day', 'last_day', 'label', 'ranges', 'message'] as const;

type PeriodRow = Pick<PracticePeriodTable, (typeof COLUMNS)[number]>;

const toPeriod = (row: PeriodRow): PracticePeriod => ({
  id: row.id,
  firstDay: row.first_day,
  lastDay: row.last_day,
  label: row.label,
  ranges: JSON.parse(row.ranges) as TimeRange[],
  message: row.message,
});

/** Periods not over on `today` ('YYYY-MM-DD', Casablanca), soonest first: the past is history. */
export async function listPeriodsEndingFrom(today: string): Promise<PracticePeriod[]> {
  const rows = await db()
    .selectFrom('practice_periods')
    .select(COLUMNS)
    .where('last_day', '>=', today)
    .orderBy('first_day')
    .orderBy('last_day')
    .orderBy('id')
    .execute();
  return rows.map(toPeriod);
}

export async function addPracticePeriod(period: Omit<PracticePeriod, 'id'>, editor: PracticeEditor): Promise<string> {
  const id = randomUUID();
  await changePublicContent(async (trx) => {
    await trx
      .insertInto('practice_periods')
      .values({
        id,
        first_day: period.firstDay,
        last_day: period.lastDay,
        label: period.label,
        ranges: JSON.stringify(period.ranges),
        message: period.message,
        created_at: new Date().toISOString(),
      })
      .execute();
    await recordPracticeChange(trx, editor, describePeriodAdded(period));
  });
  return id;
}

/** False when the period was already gone. */
export async function deletePracticePeriod(id: string, editor: PracticeEditor): Promise<boolean> {
  return changePublicContentIfFound(async (trx) => {
    const row = await trx.selectFrom('practice_periods').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom('practice_periods').where('id', '=', id).execute();
    await recordPracticeChange(trx, editor, describePeriodDeleted(toPeriod(row)));
    return true;
  });
}
