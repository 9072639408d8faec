import { describe, expect, it } from 'vitest';
import { moderationHref, parseModerationFilters } from './moderation-filters';

const id = '0b5c1f2e-8d7a-4c3b-9e1f-2a3b4c5d6e7f';

describe('the moderation page’s filters', () => {
  it('default to the pending questions of every article', () => {
    expect(parseModerationFilters({})).toEqual({ state: 'pending', postId: null, page: 1 });
  });

  it('read a state, an article and a page', () => {
    expect(parseModerationFilters({ etat: 'spam', article: id, page: '3' })).toEqual({
      state: 'spam',
      postId: id,
      page: 3,
    });
  });

  it('ignore what they do not know', () => {
    expect(parseModerationFilters({ etat: 'tout', article: "' or 1=1", page: '-2' })).toEqual({
      state: 'pending',
      postId: null,
      page: 1,
    });
  });

  it('write the address back', () => {
    expect(moderationHref({ state: 'published', postId: id, page: 2 })).toBe(
      `/admin/commentaires?etat=published&article=${id}&page=2`,
    );
    expect(moderationHref({ state: 'pending', postId: null, page: 1 })).toBe('/admin/commentaires');
  });
});
