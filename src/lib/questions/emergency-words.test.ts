import { describe, expect, it } from 'vitest';
import { suggestsEmergency } from './emergency-words';

describe('suggestsEmergency shows the emergency numbers to a reader whose words suggest an emergency', () => {
  it.each([
    'J’ai des idées noires depuis des semaines',
    'Je pense au suicide',
    'je veux en finir',
    'Je n’ai plus envie de vivre',
    'J’AI UNE DOULEUR DANS LA POITRINE',
    'douleur thoracique depuis ce matin',
    'je saigne beaucoup après le rapport',
    'Hémorragie depuis hier',
    'Je n’arrive plus à respirer',
    'Mon mari me frappe, mon mari m’a violée',
    'C’est une urgence',
  ])('%s', (text) => {
    expect(suggestsEmergency(text)).toBe(true);
  });

  it.each([
    'Quels sont les effets secondaires de ce traitement ?',
    'Peut-on consulter en couple ?',
    'J’ai du mal à dormir depuis un mois.',
    'Est-ce que l’échographie fait mal ?',
  ])('leaves ordinary questions alone: %s', (text) => {
    expect(suggestsEmergency(text)).toBe(false);
  });
});
