import { describe, expect, it } from 'vitest';
import { AUDIENCE_STATEMENT } from './audience-statement';

describe('the footer’s statement about the audience measure', () => {
  it('says what is kept: no address, a daily key for two days (deleteExpiredReadings)', () => {
    expect(AUDIENCE_STATEMENT).toContain('sans garder votre adresse IP');
    expect(AUDIENCE_STATEMENT).toContain('il garde deux jours une empreinte chiffrée, différente chaque jour');
  });

  it('no longer claims that no identifier at all is kept', () => {
    expect(AUDIENCE_STATEMENT).not.toMatch(/ni identifiant|sans rien garder/);
  });
});
