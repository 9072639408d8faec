import { describe, expect, it } from 'vitest';
import { postFormFromPost } from './post-form';
import {
  lastPrunableNumber,
  REVISIONS_KEPT,
  revisionAuthorLabel,
  revisionStatusLabel,
  snapshotOfWrite,
  withExistingChoices,
} from './post-revision';
import type { PostWrite } from './post-types';

const write: PostWrite = {
  title: 'Échographie',
  slug: 'echographie',
  excerpt: null,
  content: 'Texte',
  featured_image_url: null,
  featured_image_alt: null,
  status: 'published',
  published_at: '2026-01-02T08:00:00.000Z',
  scheduled_at: null,
  meta_title: 'SEO',
  meta_description: null,
  author_id: 'a1',
  category_id: 'c1',
  featured: true,
  allow_comments: false,
  tag_ids: ['t2', 't1'],
  reviewer_id: null,
  sources: [{ title: 'HAS', url: 'https://has-sante.fr/x', publisher: null, year: 2024 }],
};

describe('revisions', () => {
  it('a snapshot keeps the whole write with its tags in the chosen order, and fills the form again', () => {
    const snapshot = snapshotOfWrite(write, [
      { id: 't1', name: 'Un', slug: 'un' },
      { id: 't2', name: 'Deux', slug: 'deux' },
    ]);
    expect(snapshot.tags).toEqual([
      { id: 't2', name: 'Deux', slug: 'deux' },
      { id: 't1', name: 'Un', slug: 'un' },
    ]);
    const { tag_ids: _tagIds, ...fields } = write;
    expect(snapshot).toEqual({ ...fields, tags: snapshot.tags });
    expect(postFormFromPost(snapshot)).toMatchObject({
      title: 'Échographie',
      tag_ids: ['t2', 't1'],
      meta_title: 'SEO',
      excerpt: '',
    });
  });

  it('the pruning keeps the newest 50', () => {
    expect(REVISIONS_KEPT).toBe(50);
    expect(lastPrunableNumber(50)).toBe(0);
    expect(lastPrunableNumber(51)).toBe(1);
  });

  it('labels say pending, staged, a recorded review, or the status, and name an unknown author', () => {
    expect(revisionStatusLabel({ status: 'published', staged: true, pending: true, review_note: null })).toBe(
      'Modifications en attente',
    );
    expect(revisionStatusLabel({ status: 'published', staged: true, pending: false, review_note: null })).toBe(
      'Enregistré sans publier',
    );
    expect(revisionStatusLabel({ status: 'draft', staged: false, pending: false, review_note: null })).toBe(
      'Brouillon',
    );
    expect(
      revisionStatusLabel({
        status: 'published',
        staged: false,
        pending: false,
        review_note: 'Relu par Dr Alami, marqué par son propre compte',
      }),
    ).toBe('Relu par Dr Alami, marqué par son propre compte');
    expect(revisionAuthorLabel(null)).toBe('Auteur inconnu');
    expect(revisionAuthorLabel('Dr Alami')).toBe('Dr Alami');
  });

  it('a restore drops the author, category and tags deleted since', () => {
    const restored = withExistingChoices(
      { author_id: 'a1', reviewer_id: 'gone', category_id: 'gone', tag_ids: ['t1', 'gone'] },
      { authorIds: new Set(['a1']), categoryIds: new Set(['c1']), tagIds: new Set(['t1']) },
    );
    expect(restored).toEqual({ author_id: 'a1', reviewer_id: '', category_id: '', tag_ids: ['t1'] });
  });
});
