import { describe, expect, it } from 'vitest';
import {
  isReviewDue,
  isStaffTheReviewer,
  reviewMarkerKind,
  reviewRecordLabel,
  reviewDueCutoff,
  shownUpdateDate,
} from './medical-review';

const now = new Date('2026-11-23T10:00:00.000Z');

describe('isReviewDue', () => {
  it.each([
    ['never reviewed', 'published', null, true],
    ['reviewed 13 months ago', 'published', '2025-10-20T10:00:00.000Z', true],
    ['reviewed one day more than 12 months ago', 'draft', '2025-11-22T10:00:00.000Z', true],
    ['reviewed exactly 12 months ago', 'published', '2025-11-23T10:00:00.000Z', false],
    ['reviewed 11 months ago', 'scheduled', '2025-12-23T10:00:00.000Z', false],
    ['archived and never reviewed', 'archived', null, false],
  ] as const)('%s → %s', (_case, status, reviewedAt, due) => {
    expect(isReviewDue({ status, reviewed_at: reviewedAt }, now, 12)).toBe(due);
  });

  it('follows the configured interval', () => {
    const reviewed = { status: 'published' as const, reviewed_at: '2026-04-01T10:00:00.000Z' };
    expect(isReviewDue(reviewed, now, 6)).toBe(true);
    expect(isReviewDue(reviewed, now, 12)).toBe(false);
  });

  it('counts calendar months back from now', () => {
    expect(reviewDueCutoff(now, 12)).toBe('2025-11-23T10:00:00.000Z');
    expect(reviewDueCutoff(now, 3)).toBe('2026-08-23T10:00:00.000Z');
  });
});

describe('shownUpdateDate', () => {
  const base = {
    status: 'published' as const,
    scheduled_at: null,
    published_at: '2026-10-01T09:00:00.000Z',
    created_at: '2026-10-01T09:00:00.000Z',
  };

  it('shows a content change made on a later day than the publication', () => {
    expect(shownUpdateDate({ ...base, content_updated_at: '2026-11-02T09:00:00.000Z' })).toBe(
      '2026-11-02T09:00:00.000Z',
    );
  });

  it('hides a change made the day of publication, and articles never changed', () => {
    expect(shownUpdateDate({ ...base, content_updated_at: '2026-10-01T18:00:00.000Z' })).toBeNull();
    expect(shownUpdateDate({ ...base, content_updated_at: null })).toBeNull();
  });

  it('compares days in Casablanca, not UTC', () => {
    // 23:30 UTC on 1 October is 00:30 on 2 October in Casablanca (UTC+1).
    expect(shownUpdateDate({ ...base, content_updated_at: '2026-10-01T23:30:00.000Z' })).toBe(
      '2026-10-01T23:30:00.000Z',
    );
  });
});

describe('isStaffTheReviewer', () => {
  it('matches the staff account whose e-mail is the reviewer author’s, case ignored', () => {
    expect(isStaffTheReviewer({ email: 'Nadia.Demo@cabinet.example' }, { email: 'nadia.demo@cabinet.example' })).toBe(
      true,
    );
  });

  it('refuses another account, a reviewer without e-mail and an article without reviewer', () => {
    expect(isStaffTheReviewer({ email: 'nadia.demo@cabinet.example' }, { email: 'karim@cabinet.example' })).toBe(false);
    expect(isStaffTheReviewer({ email: null }, { email: 'karim@cabinet.example' })).toBe(false);
    expect(isStaffTheReviewer(null, { email: 'karim@cabinet.example' })).toBe(false);
  });
});

describe('reviewMarkerKind (decision 036)', () => {
  const nadia = { email: 'nadia.demo@cabinet.example' };
  it('lets the reviewer’s own account mark it, as themselves, even when an admin', () => {
    expect(reviewMarkerKind(nadia, { email: 'NADIA.demo@cabinet.example', role: 'editor' })).toBe('reviewer');
    expect(reviewMarkerKind(nadia, { email: 'nadia.demo@cabinet.example', role: 'admin' })).toBe('reviewer');
  });

  it('lets an admin record it for the reviewer, refuses another editor, and everyone without a reviewer', () => {
    expect(reviewMarkerKind(nadia, { email: 'amina@cabinet.example', role: 'admin' })).toBe('admin');
    expect(reviewMarkerKind(nadia, { email: 'karim@cabinet.example', role: 'editor' })).toBeNull();
    expect(reviewMarkerKind({ email: null }, { email: 'karim@cabinet.example', role: 'editor' })).toBeNull();
    expect(reviewMarkerKind(null, { email: 'amina@cabinet.example', role: 'admin' })).toBeNull();
  });
});

describe('reviewRecordLabel', () => {
  it('names who marked the review, an admin as such, and says when nobody was recorded', () => {
    expect(reviewRecordLabel({ by_name: 'Nadia Démo', by_admin: false }, '10:05')).toBe(
      'marquée par Nadia Démo à 10:05',
    );
    expect(reviewRecordLabel({ by_name: 'Amina Admin', by_admin: true }, '10:05')).toBe(
      'enregistrée par Amina Admin (administrateur) à 10:05',
    );
    expect(reviewRecordLabel(null, '10:05')).toBe(
      'date saisie à la main avant l’enregistrement des relectures\u00a0: qui l’a marquée n’est pas connu',
    );
  });
});
