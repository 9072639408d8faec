import type { ActionResult } from '@/lib/actions/action-result';

// Spelled here rather than taken from the server action's module, even as a type: the dialog
// would then reach the stemmer that module's schema uses (scripts/layering-rules.cjs).
export type EverydayWordItem = { id: string; term: string; meaning: string };
export type SaveEverydayWord = (values: unknown, id: string | null) => Promise<ActionResult<{ id: string }>>;
export type EverydayWordActions = { save: SaveEverydayWord; remove: (id: string) => Promise<ActionResult> };
