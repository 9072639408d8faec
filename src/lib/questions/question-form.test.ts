import { describe, expect, it } from 'vitest';
import { MASK } from './mask-contacts';
import { parseQuestionForm, QUESTION_MAX } from './question-form';

const ok = (values: Record<string, unknown>) => {
  const result = parseQuestionForm(values);
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.question;
};

describe('a reader’s question is checked, cleaned and masked before it is stored', () => {
  it('keeps an ordinary question as typed', () => {
    expect(ok({ pseudonym: 'Salma', text: 'Peut-on consulter en couple ?', email: '' })).toEqual({
      pseudonym: 'Salma',
      text: 'Peut-on consulter en couple ?',
      maskedCount: 0,
      emergency: false,
      notifyEmail: null,
    });
  });

  it('requires a pseudonym and a text, in French', () => {
    const result = parseQuestionForm({});
    expect(result).toEqual({ ok: false, fieldErrors: { pseudonym: expect.stringContaining('pseudonyme'), text: expect.stringContaining('au moins') } });
  });

  it('refuses a text over the stated maximum, and a 1 MB text, without throwing', () => {
    for (const length of [QUESTION_MAX + 1, 1024 * 1024]) {
      const result = parseQuestionForm({ pseudonym: 'A', text: 'a'.repeat(length) });
      expect(result.ok ? null : result.fieldErrors.text).toContain('ne doit pas dépasser');
    }
  });

  it('refuses more than one link', () => {
    const result = parseQuestionForm({ pseudonym: 'A', text: 'voir https://spam.example/a et www.spam.example/b' });
    expect(result.ok ? null : result.fieldErrors.text).toContain('trop de liens');
  });

  it('refuses an e-mail that is not one', () => {
    const result = parseQuestionForm({ pseudonym: 'A', text: 'Une question assez longue', email: 'pas une adresse' });
    expect(result.ok ? null : result.fieldErrors.email).toContain('n’est pas valide');
  });

  it('keeps the e-mail only to tell the reader of the answer', () => {
    expect(ok({ pseudonym: 'A', text: 'Une question assez longue', email: ' Karim@Example.MA ' }).notifyEmail).toBe('karim@example.ma');
  });

  it('masks phone numbers and addresses in the text and in the pseudonym', () => {
    const question = ok({ pseudonym: 'karim@example.ma', text: 'Rappelez-moi au 06 12 34 56 78 merci' });
    expect(question).toMatchObject({ pseudonym: MASK, text: `Rappelez-moi au ${MASK} merci`, maskedCount: 2 });
  });

  it('marks words that suggest an emergency', () => {
    expect(ok({ pseudonym: 'A', text: 'J’ai des idées noires tous les soirs' }).emergency).toBe(true);
  });

  it('removes bidirectional overrides, zero-width and control characters', () => {
    const question = ok({ pseudonym: 'Sa\u200blma\u202e', text: 'Ma\u2066 question\u0007 est\ufeff simple ?' });
    expect(question.pseudonym).toBe('Salma');
    expect(question.text).toBe('Ma question est simple ?');
  });

  it('keeps scripts, HTML, Markdown and javascript: links as plain words (shown as text, never as HTML)', () => {
    const text = '<script>alert(1)</script> **gras** [lien](javascript:alert(1))';
    expect(ok({ pseudonym: '<b>x</b>', text }).text).toBe(text);
  });

  it('refuses a pseudonym made only of invisible characters', () => {
    const result = parseQuestionForm({ pseudonym: '\u200b\u200d\u202e', text: 'Une question assez longue' });
    expect(result.ok).toBe(false);
  });

  it('ignores fields that are not text', () => {
    expect(parseQuestionForm({ pseudonym: ['a'], text: { a: 1 } }).ok).toBe(false);
  });
});
