import { describe, expect, it } from 'vitest';
import { answerSignature } from './answer-signature';

const authors = [
  { id: 'demo', email: 'karim.exemple@example.com', label: 'Dr Karim Exemple' },
  { id: 'own', email: 'Dr.Alami@Cabinet.example', label: 'Dr Salma Alami' },
];

describe('an answer is signed by the signed-in member’s own author profile', () => {
  it('is the profile linked to the account by its e-mail, case ignored', () => {
    expect(answerSignature(authors, { name: 'Salma Alami', email: 'dr.alami@cabinet.example' })).toEqual({
      kind: 'own',
      authorId: 'own',
      label: 'Dr Salma Alami',
    });
  });

  it('is never another author, the first demo one included: the member is asked to create theirs, prefilled', () => {
    expect(answerSignature(authors, { name: 'Nora Secrétaire', email: 'nora@cabinet.example' })).toEqual({
      kind: 'none',
      prefill: { name: 'Nora Secrétaire', email: 'nora@cabinet.example' },
    });
  });
});
