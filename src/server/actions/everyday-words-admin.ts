import 'server-only';
import { FIELDS_TO_CORRECT_MESSAGE, refusal, type ActionResult } from '@/lib/actions/action-result';
import { refusedForm } from '@/lib/forms/form-errors';
import { EVERYDAY_WORD_FIELDS, type EverydayWordSaveResult } from '@/lib/search/everyday-word-fields';
import { everydayWordFormSchema, sameEverydayWord, TERM_TAKEN_MESSAGE } from '@/lib/search/everyday-word-form';
import { isUniqueViolation } from '@/server/db/unique-violation';
import {
  createEverydayWord,
  deleteEverydayWord,
  listEverydayWords,
  updateEverydayWord,
} from '@/server/search/everyday-words';

export const EVERYDAY_WORD_GONE_MESSAGE = 'Ce mot ne figure plus dans la liste';

/**
 * Validates, refuses a word already in the list (case and accents ignored: the seeded words kept
 * their accents, new ones are stored as search reads them), then creates or updates.
 */
export async function saveEverydayWord(values: unknown, id: string | null): Promise<EverydayWordSaveResult> {
  const parsed = everydayWordFormSchema.safeParse(values);
  if (!parsed.success) return refusedForm(parsed.error, EVERYDAY_WORD_FIELDS, FIELDS_TO_CORRECT_MESSAGE);
  const taken = refusal(FIELDS_TO_CORRECT_MESSAGE, { term: TERM_TAKEN_MESSAGE });
  const others = (await listEverydayWords()).filter((word) => word.id !== id);
  if (others.some((word) => sameEverydayWord(word.term, parsed.data.term))) return taken;
  try {
    if (!id) return { ok: true, id: (await createEverydayWord(parsed.data)).id };
    return (await updateEverydayWord(id, parsed.data)) ? { ok: true, id } : refusal(EVERYDAY_WORD_GONE_MESSAGE);
  } catch (error) {
    // Two saves of the same word at once: the database's unique term refuses the second.
    if (isUniqueViolation(error)) return taken;
    throw error;
  }
}

export async function removeEverydayWord(id: string): Promise<ActionResult> {
  return (await deleteEverydayWord(id)) ? { ok: true } : refusal(EVERYDAY_WORD_GONE_MESSAGE);
}
