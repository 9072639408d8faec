import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Frigidité et femme marocaine', 'frigidite-et-femme-marocaine'],
    ['Point G et femme marocaine', 'point-g-et-femme-marocaine'],
    ['Obésité et couple', 'obesite-et-couple'],
    ['Rôle des préliminaires', 'role-des-preliminaires'],
    ["L'échographie : à quoi sert-elle ?", 'lechographie-a-quoi-sert-elle'],
    ['Qu’est-ce que le stress ?', 'quest-ce-que-le-stress'],
    ['IST : dépistage et prévention', 'ist-depistage-et-prevention'],
    ['  Espaces   multiples  ', 'espaces-multiples'],
    ['Trait--d’union -- répété', 'trait-dunion-repete'],
    ['Cœur et sœur', 'coeur-et-soeur'],
    ['Ça va ? Où ? Noël', 'ca-va-ou-noel'],
    ['Top 10 des conseils 2026', 'top-10-des-conseils-2026'],
    ['déjà-slugifié', 'deja-slugifie'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
