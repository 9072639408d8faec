import { describe, expect, it } from 'vitest';
import { honeypotFilled } from './honeypot';

describe('honeypot field', () => {
  it('is filled when anything but blanks was typed into it', () => {
    expect(honeypotFilled('https://spam.example')).toBe(true);
    expect(honeypotFilled('x')).toBe(true);
  });

  it('is empty when absent or blank, as a person leaves it', () => {
    expect(honeypotFilled(undefined)).toBe(false);
    expect(honeypotFilled('')).toBe(false);
    expect(honeypotFilled('  ')).toBe(false);
  });
});
