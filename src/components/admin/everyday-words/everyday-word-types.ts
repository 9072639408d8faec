import type { ActionResult } from '@/lib/actions/action-result';
import type { EverydayWordSaveResult } from '@/server/actions/everyday-words-admin';

// Kept out of the 'use client' modules: they may not import src/server/, even for a type.
export type EverydayWordItem = { id: string; term: string; meaning: string };
export type SaveEverydayWord = (values: unknown, id: string | null) => Promise<EverydayWordSaveResult>;
export type EverydayWordActions = { save: SaveEverydayWord; remove: (id: string) => Promise<ActionResult> };
