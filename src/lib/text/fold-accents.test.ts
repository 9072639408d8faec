import { describe, expect, it } from 'vitest';
import { expandLigatures, foldAccents } from './fold-accents';

describe('foldAccents', () => {
  it.each([
    ['Échographie', 'Echographie'],
    ['fréquence élevée', 'frequence elevee'],
    ['à côté, où, maïs, Noël, ça', 'a cote, ou, mais, Noel, ca'],
    // Decomposed input (e + combining acute), as some keyboards and pastes send it.
    ['e\u0301chographie', 'echographie'],
    ['ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸ', 'AAACEEEEIIOOUUUY'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldAccents(text)).toBe(folded);
  });

  it('keeps case, ligatures and everything that is not an accent', () => {
    expect(foldAccents('Cœur & Æther: 100 % — « ok » ?')).toBe('Cœur & Æther: 100 % — « ok » ?');
  });
});

describe('expandLigatures', () => {
  it('writes œ and æ as two letters, in either case', () => {
    expect(expandLigatures('cœur, Œdème, ex æquo, Æsope')).toBe('coeur, OEdème, ex aequo, AEsope');
  });
});
