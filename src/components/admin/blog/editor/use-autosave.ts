'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  AUTOSAVE_DELAY_MS,
  AUTOSAVE_RETRY_MS,
  autosaveRefusalReason,
  autosaveToOffer,
  formFingerprint,
  localAutosaveKey,
  olderDraftKey,
  type AutosaveDraft,
  type AutosaveState,
} from '@/lib/blog/autosave';
import type { PostFormValues } from '@/lib/blog/post-form';
import { autosaveUrl, postAutosave, readLocalCopy, removeLocalCopy, writeLocalCopy } from './local-autosave-copies';

/** What the editor's page knows: whose form, which slot, the version opened, the server's copy. */
export type AutosaveSetup = {
  userId: string;
  slot: string;
  /** The article's updated_at when the page was rendered (null: new article). */
  baseUpdatedAt: string | null;
  stored: AutosaveDraft | null;
};

type Options = {
  setup: AutosaveSetup;
  /** The values the form opened with (the stored article, or the empty new-article form). */
  initial: PostFormValues;
  values: PostFormValues;
  onRestore: (values: PostFormValues) => void;
};

/**
 * Saves the form in the background (decision 022): about 3 s after typing stops and at once when
 * the tab is hidden, into the staff member's autosave, never the article. It never waits for the
 * offer of an older copy: that copy is kept aside and offered beside the form. Each attempt first
 * writes this browser's copy, dropped once the server holds that version: offline, with an
 * expired session or a failing server, the copy stays and is offered when the form is reopened.
 * A failed attempt is made again every 30 s until one succeeds (decision 073).
 */
export function useAutosave({ setup, initial, values, onRestore }: Options) {
  const { userId, slot, baseUpdatedAt, stored } = setup;
  const localKey = localAutosaveKey(userId, slot);
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const olderKey = olderDraftKey(userId, slot);
  const [offer, setOffer] = useState<AutosaveDraft | null>(null);
  // A copy set aside rather than overwritten: the offer left unanswered while typing went on.
  const [older, setOlder] = useState<AutosaveDraft | null>(null);

  const latest = useRef(values);
  latest.current = values;
  const pushed = useRef(formFingerprint(initial));
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Bumped by a real save: answers to requests sent before it no longer describe the form.
  const generation = useRef(0);

  useEffect(() => {
    const found = autosaveToOffer([stored, readLocalCopy(localKey)], { values: initial, updatedAt: baseUpdatedAt });
    setOffer(found);
    setOlder(readLocalCopy(olderKey));
    // Only when the form is opened (this browser's copy is not readable during the server render):
    // later renders must not bring an answered offer back.
  }, []);

  const push = useCallback(
    (keepalive: boolean): Promise<boolean> => {
      const sentIn = generation.current;
      const snapshot = latest.current;
      const fingerprint = formFingerprint(snapshot);
      const draft: AutosaveDraft = { values: snapshot, savedAt: new Date().toISOString(), baseUpdatedAt };
      writeLocalCopy(localKey, draft);
      if (!keepalive) setState({ kind: 'saving' });
      const request = postAutosave(slot, draft, keepalive);
      const settle = (next: AutosaveState): boolean => {
        if (sentIn !== generation.current) return false;
        if (next.kind !== 'saved') setState(next);
        else setState(formFingerprint(latest.current) === fingerprint ? next : { kind: 'pending' });
        return next.kind === 'saved';
      };
      return request.then(
        async (response) => {
          if (response.status === 401) return settle({ kind: 'expired' });
          if (!response.ok)
            return settle({ kind: 'failed', reason: autosaveRefusalReason(await response.json().catch(() => null)) });
          const { savedAtClock } = (await response.json()) as { savedAtClock: string };
          if (sentIn !== generation.current) return false;
          pushed.current = fingerprint;
          const local = readLocalCopy(localKey);
          if (local && formFingerprint(local.values) === fingerprint) removeLocalCopy(localKey);
          return settle({ kind: 'saved', clock: savedAtClock });
        },
        () => settle({ kind: navigator.onLine ? 'failed' : 'offline' }),
      );
    },
    [baseUpdatedAt, localKey, slot],
  );

  /** One request at a time, so an older copy never lands after a newer one. */
  const pushNow = useCallback(() => {
    clearTimeout(timer.current);
    if (inFlight.current) return;
    // Typing during the request: its timer may have fired meanwhile and found this one running.
    const run = async () => {
      for (;;) {
        const saved = await push(false);
        if (!saved || formFingerprint(latest.current) === pushed.current || timer.current !== undefined) return;
      }
    };
    inFlight.current = run().finally(() => {
      inFlight.current = null;
    });
  }, [push]);

  const fingerprint = formFingerprint(values);
  useEffect(() => {
    if (fingerprint === pushed.current) return;
    // Typing before answering the offer: the autosave goes on (what is typed now matters most)
    // and the copy offered, which it would overwrite, is set aside in this browser.
    if (offer) {
      writeLocalCopy(olderKey, offer);
      setOlder(offer);
      setOffer(null);
    }
    setState((current) =>
      current.kind === 'offline' || current.kind === 'expired' || current.kind === 'failed'
        ? current
        : { kind: 'pending' },
    );
    timer.current = setTimeout(() => {
      timer.current = undefined;
      pushNow();
    }, AUTOSAVE_DELAY_MS);
    return () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [fingerprint, pushNow]);

  // A server or network failure does not wait for the next key (a failed retry sets a new state,
  // and so the next retry). Offline waits for the network; an expired session, for signing in.
  useEffect(() => {
    if (state.kind !== 'failed') return;
    const retry = setTimeout(pushNow, AUTOSAVE_RETRY_MS);
    return () => clearTimeout(retry);
  }, [state, pushNow]);

  // Hidden tab or leaving page: send now, with keepalive so the request outlives the page.
  useEffect(() => {
    const flush = () => {
      if (formFingerprint(latest.current) === pushed.current) return;
      clearTimeout(timer.current);
      void push(true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const onOnline = () => {
      if (formFingerprint(latest.current) !== pushed.current) pushNow();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('online', onOnline);
    };
  }, [push, pushNow]);

  const restore = () => {
    if (!offer) return;
    onRestore(offer.values);
    setOffer(null);
  };

  const ignore = () => {
    setOffer(null);
    removeLocalCopy(localKey);
    void fetch(autosaveUrl(slot), { method: 'DELETE', credentials: 'same-origin' }).catch(() => undefined);
  };

  /** The older copy goes into the form and the text shown takes its place aside: nothing is lost. */
  const openOlder = () => {
    if (!older) return;
    const current: AutosaveDraft = { values: latest.current, savedAt: new Date().toISOString(), baseUpdatedAt };
    writeLocalCopy(olderKey, current);
    setOlder(current);
    onRestore(older.values);
  };

  const dropOlder = () => {
    removeLocalCopy(olderKey);
    setOlder(null);
  };

  /**
   * After 'Sauvegarder' / 'Publier' succeeded: the article holds the text, so neither copy is
   * needed (the save action already removed the server's; a request still under way is
   * awaited and its row removed again).
   */
  const clearAfterSave = (savedValues: PostFormValues) => {
    generation.current += 1;
    clearTimeout(timer.current);
    timer.current = undefined;
    pushed.current = formFingerprint(savedValues);
    removeLocalCopy(localKey);
    setState({ kind: 'idle' });
    const running = inFlight.current;
    if (running) {
      void running.then(() => {
        removeLocalCopy(localKey);
        return fetch(autosaveUrl(slot), { method: 'DELETE', credentials: 'same-origin' }).catch(() => undefined);
      });
    }
  };

  return { state, offer, restore, ignore, older, openOlder, dropOlder, clearAfterSave };
}
