'use client';

import { AUTOSAVE_PATH, autosaveDraftSchema, localAutosaveOwner } from '@/lib/blog/autosave';

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

function remove(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored to remove.
  }
}

/** At sign-in (any back-office page of `userId`): the copies other members left go. */
export function forgetOtherMembersLocalCopies(userId: string): void {
  for (const key of localCopyKeys()) {
    const owner = localAutosaveOwner(key);
    if (owner && owner.userId !== userId) remove(key);
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
      let draft: ReturnType<typeof autosaveDraftSchema.safeParse> | null;
      try {
        draft = autosaveDraftSchema.safeParse(JSON.parse(window.localStorage.getItem(key) ?? 'null'));
      } catch {
        draft = null;
      }
      if (!draft?.success) return remove(key);
      const slot = localAutosaveOwner(key)!.slot;
      try {
        const response = await fetch(`${AUTOSAVE_PATH}?slot=${encodeURIComponent(slot)}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ baseUpdatedAt: draft.data.baseUpdatedAt, values: draft.data.values }),
          credentials: 'same-origin',
        });
        // 404: the article is gone, nothing left to keep the text for.
        if (response.ok || response.status === 404) remove(key);
      } catch {
        // Offline: the copy stays for this member's next sign-in.
      }
    }),
  );
}
