import { describe, expect, it } from 'vitest';
import {
  localAutosaveKey,
  localAutosaveOwner,
  olderDraftKey,
  autosaveDraftSchema,
  autosaveRefusalReason,
  autosaveStatusText,
  autosaveToOffer,
  autosaveWriteSchema,
  formFingerprint,
  isAutosaveWorthRestoring,
  type AutosaveDraft,
} from './autosave';
import { emptyPostForm } from './post-form';

const stored = { ...emptyPostForm(), title: 'Le sommeil', slug: 'le-sommeil', content: 'Texte enregistré.' };
const typed = { ...stored, content: 'Texte enregistré, puis complété.' };
const updatedAt = '2026-11-23T10:00:00.000Z';
const draft = (
  values = typed,
  savedAt = '2026-11-23T10:05:00.000Z',
  baseUpdatedAt: string | null = updatedAt,
): AutosaveDraft => ({
  values,
  savedAt,
  baseUpdatedAt,
});

describe('autosaveStatusText', () => {
  it('says when the last autosave happened, with the clock the server wrote (decision 027)', () => {
    expect(autosaveStatusText({ kind: 'saved', clock: '14:32' })).toBe('Enregistré automatiquement à 14:32');
  });

  it('says that changes are not saved yet, offline, or that the session expired, in French', () => {
    expect(autosaveStatusText({ kind: 'idle' })).toBeNull();
    expect(autosaveStatusText({ kind: 'pending' })).toBe('Enregistrement automatique en attente…');
    expect(autosaveStatusText({ kind: 'offline' })).toBe(
      'Hors ligne : les modifications sont conservées dans ce navigateur',
    );
    expect(autosaveStatusText({ kind: 'expired' })).toMatch(/^Votre session a expiré\u00a0: reconnectez-vous/);
    expect(autosaveStatusText({ kind: 'failed' })).toMatch(/conservées dans ce navigateur$/);
  });
});

describe('a refused autosave says why, when the server said it', () => {
  it('shows the route’s French explanation (database unavailable, disk full) and that the text is kept', () => {
    const reason = autosaveRefusalReason({ error: 'Le disque du serveur est plein.' });
    expect(reason).toBe('Le disque du serveur est plein.');
    expect(autosaveStatusText({ kind: 'failed', reason })).toBe(
      'Le disque du serveur est plein. Les modifications sont conservées dans ce navigateur.',
    );
  });

  it('falls back to the general message for an answer without an explanation', () => {
    for (const answer of [null, 'texte', {}, { error: '' }, { error: 42 }])
      expect(autosaveRefusalReason(answer)).toBeUndefined();
    expect(autosaveStatusText({ kind: 'failed', reason: undefined })).toMatch(
      /^L’enregistrement automatique a échoué\u00a0: /,
    );
  });
});

describe('isAutosaveWorthRestoring (freshness)', () => {
  it('offers an autosave newer than the stored article', () => {
    expect(
      isAutosaveWorthRestoring(draft(typed, '2026-11-23T10:05:00.000Z', null), { values: stored, updatedAt }),
    ).toBe(true);
  });

  it('offers an autosave taken from the version now stored, whatever the clocks say', () => {
    expect(
      isAutosaveWorthRestoring(draft(typed, '2026-11-23T09:59:00.000Z', updatedAt), { values: stored, updatedAt }),
    ).toBe(true);
  });

  it('does not offer an autosave older than a later save of the article', () => {
    const later = '2026-11-23T11:00:00.000Z';
    expect(
      isAutosaveWorthRestoring(draft(typed, '2026-11-23T10:05:00.000Z', updatedAt), {
        values: stored,
        updatedAt: later,
      }),
    ).toBe(false);
  });

  it('does not offer an autosave that says what the article says, in whatever key order', () => {
    const reordered = Object.fromEntries(Object.entries(stored).reverse()) as typeof stored;
    expect(isAutosaveWorthRestoring(draft(reordered), { values: stored, updatedAt })).toBe(false);
  });

  it('offers any autosave of the new-article form that differs from the empty form', () => {
    const empty = emptyPostForm();
    expect(
      isAutosaveWorthRestoring(draft(typed, '2020-01-01T00:00:00.000Z', null), { values: empty, updatedAt: null }),
    ).toBe(true);
    expect(
      isAutosaveWorthRestoring(draft(empty, '2026-11-23T10:05:00.000Z', null), { values: empty, updatedAt: null }),
    ).toBe(false);
  });
});

describe('autosaveToOffer', () => {
  it("offers the newest copy worth restoring, the server's or this browser's", () => {
    const server = draft(typed, '2026-11-23T10:05:00.000Z');
    const local = draft({ ...typed, content: 'Encore plus.' }, '2026-11-23T10:07:00.000Z');
    expect(autosaveToOffer([server, local], { values: stored, updatedAt })).toBe(local);
    expect(autosaveToOffer([server, null], { values: stored, updatedAt })).toBe(server);
    expect(autosaveToOffer([null, null], { values: stored, updatedAt })).toBeNull();
  });
});

describe('formFingerprint', () => {
  it('ignores key order, keeps array order', () => {
    expect(formFingerprint({ a: 1, b: [1, 2] })).toBe(formFingerprint({ b: [1, 2], a: 1 }));
    expect(formFingerprint({ a: [1, 2] })).not.toBe(formFingerprint({ a: [2, 1] }));
  });
});

describe('autosave schemas', () => {
  it('keeps half-written values that a save would refuse (empty title, bad slug)', () => {
    const values = { ...emptyPostForm(), slug: 'Pas Un Slug', content: 'x' };
    expect(autosaveWriteSchema.parse({ slot: 'new', baseUpdatedAt: null, values }).values).toEqual(values);
  });

  it('refuses an unknown slot, a missing field and a copy from this browser without a date', () => {
    const values = emptyPostForm();
    expect(autosaveWriteSchema.safeParse({ slot: 'autre', baseUpdatedAt: null, values }).success).toBe(false);
    expect(autosaveWriteSchema.safeParse({ slot: 'new', baseUpdatedAt: null, values: { title: 'x' } }).success).toBe(
      false,
    );
    expect(autosaveDraftSchema.safeParse({ values, baseUpdatedAt: null }).success).toBe(false);
  });
});

describe('localAutosaveOwner: whose copy a key of this browser holds (decision 032)', () => {
  it('reads back the member and the slot of localAutosaveKey, and nothing from other keys', () => {
    const id = '6f1c2a9e-1111-4222-8333-444455556666';
    expect(localAutosaveOwner(localAutosaveKey(id, 'new'))).toEqual({ userId: id, slot: 'new' });
    expect(localAutosaveOwner(localAutosaveKey(id, id))).toEqual({ userId: id, slot: id });
    for (const key of [
      'theme',
      'cabinet:autosave:',
      'cabinet:autosave:abc',
      'cabinet:autosave::new',
      'cabinet:autosave:abc:',
    ]) {
      expect(localAutosaveOwner(key)).toBeNull();
    }
  });

  it('a copy set aside is not an autosave: signing out leaves it in this browser instead of sending it', () => {
    const id = '6f1c2a9e-1111-4222-8333-444455556666';
    expect(olderDraftKey(id, 'new')).not.toBe(localAutosaveKey(id, 'new'));
    expect(localAutosaveOwner(olderDraftKey(id, 'new'))).toBeNull();
  });
});
