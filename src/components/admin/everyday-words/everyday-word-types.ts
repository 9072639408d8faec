import type { ActionResult } from '@/lib/actions/action-result';
import type { EverydayWordSaveResult } from '@/server/actions/everyday-words-admin';

export type EverydayWordItem = { id: string; term: string; meaning: string };

export type EverydayWordActions = {
  save: (values: unknown, id: string | null) => Promise<EverydayWordSaveResult>;
  remove: (id: string) => Promise<ActionResult>;
};
