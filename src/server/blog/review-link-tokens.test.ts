import { describe, expect, it } from 'vitest';
import { isReviewLinkTokenShape } from '@/lib/blog/review-links';
import { hashReviewLinkToken, newReviewLinkToken } from './review-link-tokens';

describe('review link tokens', () => {
  it('are 32 random bytes in base64url, a new one each time', () => {
    const tokens = Array.from({ length: 20 }, newReviewLinkToken);
    for (const token of tokens) {
      expect(isReviewLinkTokenShape(token), token).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('are stored as their SHA-256 in hex, which does not contain them', () => {
    const token = newReviewLinkToken();
    const hash = hashReviewLinkToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashReviewLinkToken(token));
    expect(hash).not.toContain(token);
    expect(hashReviewLinkToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
