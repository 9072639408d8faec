import { describe, expect, it } from 'vitest';
import {
  isReviewLinkTokenShape,
  REVIEW_LINK_DEFAULT_VALIDITY_DAYS,
  reviewLinkExpiry,
  reviewLinkState,
} from './review-links';

describe('review link tokens', () => {
  it('accepts only 43 base64url characters, the shape of 32 random bytes', () => {
    expect(isReviewLinkTokenShape('A'.repeat(43))).toBe(true);
    expect(isReviewLinkTokenShape('abcdefghijklmnopqrstuvwxyzABCDEFGHIJ-_01234')).toBe(true);
    for (const wrong of [
      '',
      'A'.repeat(42),
      'A'.repeat(44),
      `${'A'.repeat(42)}=`,
      `${'A'.repeat(42)}+`,
      `${'A'.repeat(42)}/`,
      `${'A'.repeat(42)}é`,
    ]) {
      expect(isReviewLinkTokenShape(wrong), wrong).toBe(false);
    }
  });
});

describe('review link expiry', () => {
  const created = new Date('2026-11-23T10:15:00.000Z');

  it('expires 7 days after creation by default', () => {
    expect(REVIEW_LINK_DEFAULT_VALIDITY_DAYS).toBe(7);
    expect(reviewLinkExpiry(created, REVIEW_LINK_DEFAULT_VALIDITY_DAYS)).toBe('2026-11-30T10:15:00.000Z');
  });

  it('counts whole days of 24 hours, whatever the month', () => {
    expect(reviewLinkExpiry(new Date('2026-02-27T23:00:00.000Z'), 2)).toBe('2026-03-01T23:00:00.000Z');
    expect(reviewLinkExpiry(created, 1)).toBe('2026-11-24T10:15:00.000Z');
  });

  it('refuses a validity that is not a whole positive number of days', () => {
    for (const days of [0, -1, 1.5, Number.NaN]) expect(() => reviewLinkExpiry(created, days)).toThrow(RangeError);
  });

  it('opens until the expiry instant, excluded; a revoked link stays revoked', () => {
    const link = { expiresAt: '2026-11-30T10:15:00.000Z', revokedAt: null };
    expect(reviewLinkState(link, new Date('2026-11-30T10:14:59.999Z'))).toBe('active');
    expect(reviewLinkState(link, new Date('2026-11-30T10:15:00.000Z'))).toBe('expired');
    expect(
      reviewLinkState({ ...link, revokedAt: '2026-11-24T08:00:00.000Z' }, new Date('2026-11-25T00:00:00.000Z')),
    ).toBe('revoked');
  });
});
