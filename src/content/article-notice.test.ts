import { describe, expect, it } from 'vitest';
import { ARTICLE_NOTICE } from './article-notice';
import { practice } from './practice';

describe('the notice after every article', () => {
  it('says the article informs and does not replace a consultation, and offers an appointment', () => {
    expect(ARTICLE_NOTICE.title).toBe('Cet article ne remplace pas une consultation');
    expect(ARTICLE_NOTICE.text).toMatch(/information générale/);
    expect(ARTICLE_NOTICE.booking).toBe('Prendre rendez-vous au cabinet');
  });

  it('lists the emergency numbers of the practice facts, in the contact section’s order', () => {
    expect(practice.emergencyNumbers.map((emergency) => emergency.number)).toEqual(['141', '19', '15', '112']);
    expect(ARTICLE_NOTICE.emergencyIntro).toMatch(/urgence/);
  });
});
