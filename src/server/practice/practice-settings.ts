import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_PRACTICE_FACTS } from '@/content/practice';
import { describeFactsChange, type PracticeChange } from '@/lib/practice/practice-changes';
import type { PracticeFacts } from '@/lib/practice/practice-facts';
import { db } from '@/server/db/client';
import { changePublicContent } from '@/server/public-cache/content-version';
import type { Database } from '@/server/db/schema';
import { isoTimestamp } from '@/server/db/stored-values';

/** The one row of practice_settings. */
const FACTS_KEY = 'practice';

/** Who saved: shown in the history as 'Name (email)'. */
export type PracticeEditor = { name: string; email: string };

/** Stored facts over the first-run defaults: a fact added later reads its default until saved. */
function withDefaults(stored: Partial<PracticeFacts>): PracticeFacts {
  return {
    ...DEFAULT_PRACTICE_FACTS,
    ...stored,
    address: { ...DEFAULT_PRACTICE_FACTS.address, ...stored.address },
    popup: { ...DEFAULT_PRACTICE_FACTS.popup, ...stored.popup },
    legal: { ...DEFAULT_PRACTICE_FACTS.legal, ...stored.legal },
    requests: { ...DEFAULT_PRACTICE_FACTS.requests, ...stored.requests },
  };
}

async function factsIn(executor: Kysely<Database>): Promise<PracticeFacts> {
  const row = await executor
    .selectFrom('practice_settings')
    .select('facts')
    .where('key', '=', FACTS_KEY)
    .executeTakeFirst();
  return row ? withDefaults(JSON.parse(row.facts) as Partial<PracticeFacts>) : DEFAULT_PRACTICE_FACTS;
}

export function readPracticeFacts(): Promise<PracticeFacts> {
  return factsIn(db());
}

/**
 * One line of history. Its time is at least a millisecond after the previous line's, so two saves
 * within one millisecond still list in the order they were made.
 */
export async function recordPracticeChange(
  trx: Transaction<Database>,
  editor: PracticeEditor,
  summary: string,
): Promise<void> {
  const latest = await trx
    .selectFrom('practice_changes')
    .select('changed_at')
    .orderBy('changed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const after = latest ? Date.parse(isoTimestamp(latest.changed_at)) + 1 : 0;
  const changedAt = new Date(Math.max(Date.now(), after)).toISOString();
  await trx
    .insertInto('practice_changes')
    .values({ id: randomUUID(), changed_at: changedAt, changed_by: `${editor.name} (${editor.email})`, summary })
    .execute();
}

/** Saves the facts and records what changed; a save that changes nothing records nothing. */
export async function savePracticeFacts(facts: PracticeFacts, editor: PracticeEditor): Promise<void> {
  await changePublicContent(async (trx) => {
    const before = await factsIn(trx);
    const json = JSON.stringify(facts);
    const updatedAt = new Date().toISOString();
    await trx
      .insertInto('practice_settings')
      .values({ key: FACTS_KEY, facts: json, updated_at: updatedAt })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ facts: json, updated_at: updatedAt }))
      .execute();
    const summary = describeFactsChange(before, facts);
    if (summary) await recordPracticeChange(trx, editor, summary);
  });
}

/** The last changes, newest first. */
export async function listPracticeChanges(limit = 10): Promise<PracticeChange[]> {
  const rows = await db()
    .selectFrom('practice_changes')
    .selectAll()
    .orderBy('changed_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    changedAt: isoTimestamp(row.changed_at),
    changedBy: row.changed_by,
    summary: row.summary,
  }));
}
