import { describe, expect, it } from 'vitest';
import { submissionKey } from './submission-key';

describe('idempotency key', () => {
  const values = { question: 'Faut-il être à jeun\u00a0?' };

  it('is the same for the same form render, sender and values (a double click)', () => {
    expect(submissionKey('question', 'k1', 'client', values)).toBe(
      submissionKey('question', 'k1', 'client', { ...values }),
    );
  });

  it('differs for another render, sender, value or form (two visitors of one cached copy stay apart)', () => {
    const first = submissionKey('question', 'k1', 'client', values);
    expect(submissionKey('question', 'k2', 'client', values)).not.toBe(first);
    expect(submissionKey('question', 'k1', 'other', values)).not.toBe(first);
    expect(submissionKey('question', 'k1', 'client', { question: 'Autre' })).not.toBe(first);
    expect(submissionKey('rendez-vous', 'k1', 'client', values)).not.toBe(first);
  });

  it('holds no trace of the values in clear', () => {
    expect(submissionKey('question', 'k1', 'client', values)).not.toContain('jeun');
  });
});
