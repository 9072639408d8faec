import type { ActionResult } from '@/lib/actions/action-result';
import type { EverydayWordSaveResult } from '@/lib/search/everyday-word-fields';

export type EverydayWordItem = { id: string; term: string; meaning: string };
export type SaveEverydayWord = (values: unknown, id: string | null) => Promise<EverydayWordSaveResult>;
export type EverydayWordActions = { save: SaveEverydayWord; remove: (id: string) => Promise<ActionResult> };
