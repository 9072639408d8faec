import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  describeTestimonial,
  nextTestimonialLabelChange,
  type Testimonial,
  type TestimonialInput,
} from '@/lib/practice/testimonials';
import { databaseEngine, db } from '@/server/db/client';
import type { TestimonialTable } from '@/server/db/schema';
import { plainBoolean, storedBoolean } from '@/server/db/stored-values';
import { changePublicContent, changePublicContentIfFound } from '@/server/public-cache/content-version';
import { recordPracticeChange, type PracticeEditor } from './practice-settings';

const COLUMNS = ['id', 'first_name', 'text', 'given_on', 'doctor_answer', 'rating', 'visible', 'position'] as const;

const toTestimonial = (row: Pick<Selectable<TestimonialTable>, (typeof COLUMNS)[number]>): Testimonial => ({
  id: row.id,
  firstName: row.first_name,
  text: row.text,
  givenOn: row.given_on,
  doctorAnswer: row.doctor_answer,
  rating: row.rating === null ? null : Number(row.rating),
  visible: plainBoolean(row.visible),
  position: Number(row.position),
});

/** The columns a testimonial is written with. */
const columnsOf = (input: TestimonialInput) => ({
  first_name: input.firstName,
  text: input.text,
  given_on: input.givenOn,
  doctor_answer: input.doctorAnswer,
  rating: input.rating,
  visible: storedBoolean(databaseEngine(), input.visible),
});

/** The testimonials in the order the home page shows them: hidden ones included (Cabinet), or only those it shows. */
export async function listTestimonials(visibleOnly = false): Promise<Testimonial[]> {
  const rows = await db()
    .selectFrom('testimonials')
    .select(COLUMNS)
    .$if(visibleOnly, (query) => query.where('visible', '=', storedBoolean(databaseEngine(), true)))
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toTestimonial);
}

/** When the home page's « il y a … » next changes by itself (decision 035), or null. */
export async function nextTestimonialDateChange(now: Date): Promise<Date | null> {
  const shown = await listTestimonials(true);
  return nextTestimonialLabelChange(
    shown.map((testimonial) => testimonial.givenOn),
    now,
  );
}

/** Added at the end of the list. */
export async function addTestimonial(input: TestimonialInput, editor: PracticeEditor): Promise<string> {
  const id = randomUUID();
  await changePublicContent(async (trx) => {
    const last = await trx
      .selectFrom('testimonials')
      .select('position')
      .orderBy('position', 'desc')
      .limit(1)
      .executeTakeFirst();
    const now = new Date().toISOString();
    await trx
      .insertInto('testimonials')
      .values({
        id,
        ...columnsOf(input),
        position: last ? Number(last.position) + 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await recordPracticeChange(trx, editor, describeTestimonial.added(input));
  });
  return id;
}

/** False when the testimonial was already gone. */
export async function updateTestimonial(id: string, input: TestimonialInput, editor: PracticeEditor): Promise<boolean> {
  return changePublicContentIfFound(async (trx) => {
    const row = await trx.selectFrom('testimonials').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) return false;
    const before = toTestimonial(row);
    await trx
      .updateTable('testimonials')
      .set({
        ...columnsOf(input),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    const onlyVisibility = (['firstName', 'text', 'givenOn', 'doctorAnswer', 'rating'] as const).every(
      (field) => before[field] === input[field],
    );
    if (onlyVisibility && before.visible === input.visible) return true;
    const summary = !onlyVisibility
      ? describeTestimonial.changed(input)
      : input.visible
        ? describeTestimonial.shown(input)
        : describeTestimonial.hidden(input);
    await recordPracticeChange(trx, editor, summary);
    return true;
  });
}

/** Shows or hides one testimonial; false when it was already gone. */
export async function setTestimonialVisibility(id: string, visible: boolean, editor: PracticeEditor): Promise<boolean> {
  const current = (await listTestimonials()).find((testimonial) => testimonial.id === id);
  if (!current) return false;
  return updateTestimonial(id, { ...current, visible }, editor);
}

/**
 * Swaps a testimonial with its neighbour before ('up') or after ('down'). False when it was gone;
 * true, changing nothing, when it already stands first or last.
 */
export async function moveTestimonial(id: string, direction: 'up' | 'down', editor: PracticeEditor): Promise<boolean> {
  return changePublicContentIfFound(async (trx) => {
    const rows = (await trx.selectFrom('testimonials').select(COLUMNS).orderBy('position').orderBy('id').execute()).map(
      toTestimonial,
    );
    const index = rows.findIndex((row) => row.id === id);
    if (index === -1) return false;
    const other = direction === 'up' ? index - 1 : index + 1;
    const moved = rows[index]!;
    if (!rows[other]) return true;
    [rows[index], rows[other]] = [rows[other]!, moved];
    // Positions may have gaps (deletions) or, written by hand, ties: renumbering by index keeps the order strict.
    for (const [position, row] of rows.entries()) {
      if (row.position !== position)
        await trx.updateTable('testimonials').set({ position }).where('id', '=', row.id).execute();
    }
    await recordPracticeChange(trx, editor, describeTestimonial.moved(moved));
    return true;
  });
}

/** False when the testimonial was already gone. */
export async function deleteTestimonial(id: string, editor: PracticeEditor): Promise<boolean> {
  return changePublicContentIfFound(async (trx) => {
    const row = await trx.selectFrom('testimonials').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom('testimonials').where('id', '=', id).execute();
    await recordPracticeChange(trx, editor, describeTestimonial.deleted(toTestimonial(row)));
    return true;
  });
}
