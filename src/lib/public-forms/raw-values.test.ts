import { describe, expect, it } from 'vitest';
import { readRawValues } from './raw-values';

describe('form body', () => {
  it('splits the form’s values from its control fields, first value per name', () => {
    expect(readRawValues('question=Bonjour+%C3%A0+vous&jeton=t&site_web=&question=again&altcha=p')).toEqual({
      values: { question: 'Bonjour à vous' },
      controls: { jeton: 't', site_web: '', altcha: 'p' },
    });
  });

  it('refuses a body with more fields than any form has', () => {
    expect(readRawValues(Array.from({ length: 41 }, (_, index) => `f${index}=x`).join('&'))).toBeNull();
  });
});
