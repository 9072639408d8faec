import { describe, expect, it } from 'vitest';
import { MASK } from './mask-contacts';
import { QUESTION_MAX, questionFormSchema, toNewQuestion } from './question-form';

// What the paved path of public forms runs (decision 039): the schema, then the stored shape.
function parseQuestionForm(values: Record<string, unknown>) {
  const parsed = questionFormSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false as const, fieldErrors };
  }
  return { ok: true as const, question: toNewQuestion(parsed.data) };
}

const ok = (values: Record<string, unknown>) => {
  const result = parseQuestionForm(values);
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.question;
};

describe('a reader’s question is checked, cleaned and masked before it is stored', () => {
  it('keeps an ordinary question as typed', () => {
    expect(ok({ pseudonyme: 'Salma', question: 'Peut-on consulter en couple ?', email: '' })).toEqual({
      pseudonym: 'Salma',
      text: 'Peut-on consulter en couple ?',
      maskedCount: 0,
      emergency: false,
      notifyEmail: null,
    });
  });

  it('requires a pseudonym and a text, in French', () => {
    const result = parseQuestionForm({});
    expect(result).toEqual({
      ok: false,
      fieldErrors: { pseudonyme: expect.stringContaining('pseudonyme'), question: expect.stringContaining('au moins') },
    });
  });

  it('refuses a text over the stated maximum, and a 1 MB text, without throwing', () => {
    for (const length of [QUESTION_MAX + 1, 1024 * 1024]) {
      const result = parseQuestionForm({ pseudonyme: 'A', question: 'a'.repeat(length) });
      expect(result.ok ? null : result.fieldErrors.question).toContain('ne doit pas dépasser');
    }
  });

  it('refuses more than one link', () => {
    const result = parseQuestionForm({
      pseudonyme: 'A',
      question: 'voir https://spam.example/a et www.spam.example/b',
    });
    expect(result.ok ? null : result.fieldErrors.question).toContain('trop de liens');
  });

  it('refuses an e-mail that is not one', () => {
    const result = parseQuestionForm({
      pseudonyme: 'A',
      question: 'Une question assez longue',
      email: 'pas une adresse',
    });
    expect(result.ok ? null : result.fieldErrors.email).toContain('n’est pas valide');
  });

  it('keeps the e-mail only to tell the reader of the answer', () => {
    expect(
      ok({ pseudonyme: 'A', question: 'Une question assez longue', email: ' Karim@Example.MA ' }).notifyEmail,
    ).toBe('karim@example.ma');
  });

  it('masks phone numbers and addresses in the text and in the pseudonym', () => {
    const question = ok({ pseudonyme: 'karim@example.ma', question: 'Rappelez-moi au 06 12 34 56 78 merci' });
    expect(question).toMatchObject({ pseudonym: MASK, text: `Rappelez-moi au ${MASK} merci`, maskedCount: 2 });
  });

  it('marks words that suggest an emergency', () => {
    expect(ok({ pseudonyme: 'A', question: 'J’ai des idées noires tous les soirs' }).emergency).toBe(true);
  });

  it('removes bidirectional overrides, zero-width and control characters', () => {
    const question = ok({ pseudonyme: 'Sa\u200blma\u202e', question: 'Ma\u2066 question\u0007 est\ufeff simple ?' });
    expect(question.pseudonym).toBe('Salma');
    expect(question.text).toBe('Ma question est simple ?');
  });

  it('keeps scripts, HTML, Markdown and javascript: links as plain words (shown as text, never as HTML)', () => {
    const text = '<script>alert(1)</script> **gras** [lien](javascript:alert(1))';
    expect(ok({ pseudonyme: '<b>x</b>', question: text }).text).toBe(text);
  });

  it('refuses a pseudonym made only of invisible characters', () => {
    const result = parseQuestionForm({ pseudonyme: '\u200b\u200d\u202e', question: 'Une question assez longue' });
    expect(result.ok).toBe(false);
  });

  it('ignores fields that are not text', () => {
    expect(parseQuestionForm({ pseudonyme: ['a'], question: { a: 1 } }).ok).toBe(false);
  });
});
