import { describe, expect, it } from 'vitest';
import { emptyPostForm } from './post-form';
import { withTitle } from './title-change';

const published = { ...emptyPostForm(), title: 'Le sommeil', slug: 'le-sommeil', meta_title: 'Le sommeil' };

describe('the SEO title and the slug follow the title', () => {
  it('renaming an existing article renames its SEO title when it was the title or empty, and keeps its address', () => {
    expect(withTitle(published, 'Le sommeil de l’enfant', false)).toMatchObject({
      meta_title: 'Le sommeil de l’enfant',
      slug: 'le-sommeil',
    });
    expect(withTitle({ ...published, meta_title: '' }, 'Dormir', false).meta_title).toBe('Dormir');
  });

  it('an SEO title written by hand stays', () => {
    expect(withTitle({ ...published, meta_title: 'Bien dormir | Cabinet' }, 'Dormir', false).meta_title).toBe(
      'Bien dormir | Cabinet',
    );
  });

  it('on a new article the slug follows the title until it is typed; an empty slug always follows', () => {
    expect(withTitle(published, 'Dormir mieux', true).slug).toBe('dormir-mieux');
    expect(withTitle({ ...published, slug: 'mon-adresse' }, 'Dormir mieux', true).slug).toBe('mon-adresse');
    expect(withTitle({ ...published, slug: '' }, 'Dormir mieux', false).slug).toBe('dormir-mieux');
  });
});
