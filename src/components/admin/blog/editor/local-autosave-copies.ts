'use client';

import { AUTOSAVE_PATH, autosaveDraftSchema, localAutosaveOwner, type AutosaveDraft } from '@/lib/blog/autosave';

/**
 * This browser's copies of the editor's text (decision 022) on a computer others may use
 * (decision 032): a copy is kept only for the member who typed it, until the server holds it.
 */
function localCopyKeys(): string[] {
  try {
    return Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index)).filter(
      (key): key is string => key !== null,
    );
  } catch {
    return [];
  }
}

/** The copy this browser keeps under `key`; null when there is none or it cannot be read. */
export function readLocalCopy(key: string): AutosaveDraft | null {
  try {
    return autosaveDraftSchema.safeParse(JSON.parse(window.localStorage.getItem(key) ?? 'null')).data ?? null;
  } catch {
    return null;
  }
}

export function writeLocalCopy(key: string, draft: AutosaveDraft) {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the server copy and the open form still hold the text.
  }
}

export function removeLocalCopy(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored to remove.
  }
}

/** The autosave route for one slot of the signed-in member. */
export const autosaveUrl = (slot: string) => `${AUTOSAVE_PATH}?slot=${encodeURIComponent(slot)}`;

/** Sends a copy to the member's autosave; `keepalive` lets the request outlive the page. */
export function postAutosave(slot: string, draft: AutosaveDraft, keepalive = false): Promise<Response> {
  return fetch(autosaveUrl(slot), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ baseUpdatedAt: draft.baseUpdatedAt, values: draft.values }),
    credentials: 'same-origin',
    keepalive,
  });
}

/** At sign-in (any back-office page of `userId`): the copies other members left go. */
export function forgetOtherMembersLocalCopies(userId: string): void {
  for (const key of localCopyKeys()) {
    const owner = localAutosaveOwner(key);
    if (owner && owner.userId !== userId) removeLocalCopy(key);
  }
}

/**
 * Before « Se déconnecter », while the session still opens the autosave route: each copy of
 * `userId` is sent to their autosave, and removed once the server holds it. A copy the server
 * could not take (offline, server down) stays until it is sent or this member signs in again.
 */
export async function sendLocalCopiesBeforeSignOut(userId: string): Promise<void> {
  const mine = localCopyKeys().filter((key) => localAutosaveOwner(key)?.userId === userId);
  await Promise.all(
    mine.map(async (key) => {
      const draft = readLocalCopy(key);
      if (!draft) return removeLocalCopy(key);
      try {
        const response = await postAutosave(localAutosaveOwner(key)!.slot, draft);
        // 404: the article is gone, nothing left to keep the text for.
        if (response.ok || response.status === 404) removeLocalCopy(key);
      } catch {
        // Offline: the copy stays for this member's next sign-in.
      }
    }),
  );
}
