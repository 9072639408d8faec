import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

describe('a public form’s failure in the log', () => {
  it('keeps the kind, message and code of the error, never its other fields', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (note)=(mon diabète) already exists.',
    });
    const logged = loggableError(error);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'duplicate key value violates unique constraint',
      code: '23505',
    });
    expect(JSON.stringify(logged)).not.toContain('diabète');
  });

  it('says only the type of what was thrown when it is not an error', () => {
    expect(loggableError('mon diabète')).toEqual({ type: 'string' });
  });
});
