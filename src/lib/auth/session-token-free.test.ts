import { describe, expect, it } from 'vitest';
import { withoutSessionTokens } from './session-token-free';

describe('withoutSessionTokens', () => {
  it('removes the token of get-session, of each listed session and of sign-in answers', () => {
    expect(
      withoutSessionTokens({
        session: { id: 's1', token: 'secret', userId: 'u1' },
        user: { id: 'u1', email: 'a@b.ma' },
      }),
    ).toEqual({
      session: { id: 's1', userId: 'u1' },
      user: { id: 'u1', email: 'a@b.ma' },
    });
    expect(
      withoutSessionTokens([
        { id: 's1', token: 'one' },
        { id: 's2', token: 'two' },
      ]),
    ).toEqual([{ id: 's1' }, { id: 's2' }]);
    expect(withoutSessionTokens({ redirect: false, token: 'secret', user: { id: 'u1' } })).toEqual({
      redirect: false,
      user: { id: 'u1' },
    });
  });

  it('leaves other answers as they are', () => {
    expect(withoutSessionTokens(null)).toBeNull();
    expect(withoutSessionTokens({ status: true })).toEqual({ status: true });
    const date = new Date();
    expect(withoutSessionTokens(date)).toBe(date);
  });
});
