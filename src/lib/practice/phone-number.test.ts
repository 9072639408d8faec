import { describe, expect, it } from 'vitest';
import { chatLinkDigits, displayPhoneNumber, toE164 } from './phone-number';

describe('toE164 accepts Moroccan and international numbers', () => {
  it.each([
    ['05 22 00 00 00', '+212522000000'],
    ['0661-23-45-67', '+212661234567'],
    ['+212 6 61 23 45 67', '+212661234567'],
    ['00212522123456', '+212522123456'],
    ['+33 1 23 45 67 89', '+33123456789'],
  ])('%s → %s', (typed, expected) => expect(toE164(typed)).toBe(expected));

  it.each(['', '12345', '05 22 00', '+212 1 23 45 67 89', '06 00 00 00 00 00', 'téléphone', '+0522000000'])(
    'refuses %j',
    (typed) => expect(toE164(typed)).toBeNull(),
  );
});

describe('displayPhoneNumber', () => {
  it('shows a Moroccan number in its national form, in pairs', () =>
    expect(displayPhoneNumber('+212522000000')).toBe('05\u00a022\u00a000\u00a000\u00a000'));
  it('keeps a foreign number international', () => expect(displayPhoneNumber('+33123456789')).toBe('+33123456789'));
});

it('chat links take the digits without the plus sign', () =>
  expect(chatLinkDigits('+212600000000')).toBe('212600000000'));
