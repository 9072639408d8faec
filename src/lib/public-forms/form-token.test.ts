import { describe, expect, it } from 'vitest';
import { newFormKey, readFormToken, signFormToken } from './form-token';

const SECRET = 'a-secret-for-tests-only-0123456789';

describe('form token', () => {
  it('reads back the time and key it was signed with', () => {
    const key = newFormKey();
    const token = signFormToken('question', { issuedAt: 1_700_000_000_000, key }, SECRET);
    expect(readFormToken('question', token, SECRET)).toEqual({ issuedAt: 1_700_000_000_000, key });
  });

  it('gives a different key to every form render', () => {
    expect(newFormKey()).not.toBe(newFormKey());
  });

  it('is refused for another form, another secret, an altered time or garbage', () => {
    const token = signFormToken('question', { issuedAt: 1_700_000_000_000, key: newFormKey() }, SECRET);
    expect(readFormToken('rendez-vous', token, SECRET)).toBeNull();
    expect(readFormToken('question', token, `${SECRET}x`)).toBeNull();
    expect(readFormToken('question', token.replace(/^1/, '2'), SECRET)).toBeNull();
    for (const garbage of [undefined, '', 'a.b.c', `${token}.x`, 42, 'x'.repeat(500)])
      expect(readFormToken('question', garbage, SECRET)).toBeNull();
  });
});
