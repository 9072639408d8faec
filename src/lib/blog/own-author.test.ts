import { describe, expect, it } from 'vitest';
import { ownAuthorId } from './own-author';

describe('ownAuthorId', () => {
  const authors = [
    { id: 'a', email: null },
    { id: 'b', email: 'Dr.Alami@Cabinet.example ' },
  ];

  it('is the author profile linked to the writer’s account, e-mail case and spaces ignored', () => {
    expect(ownAuthorId(authors, 'dr.alami@cabinet.example')).toBe('b');
  });

  it('is none when no profile is linked to the account', () => {
    expect(ownAuthorId(authors, 'secretariat@cabinet.example')).toBe('');
  });
});
