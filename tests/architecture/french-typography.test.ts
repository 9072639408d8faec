import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frenchTextProblems } from './french-texts';
import { sourceFiles, SRC } from './source-files';

/*
 * French typography in the texts we wrote: a curly apostrophe (’) in « l’article », and a
 * no-break space (U+00A0 or U+202F) before « : ; ? ! », inside « » and between the pairs of a
 * phone number, so a line never breaks before the mark or inside the number. The
 * specification's own texts of the public site are copied exactly as it writes them (straight
 * apostrophes); the back office's own are typographic now: the remaining ones are named here,
 * whole, with each `${…}` of a template written `{}`.
 */
const SPECIFICATION_TEXTS = new Set([
  'L’article que vous recherchez n’existe pas ou a été supprimé.'.replaceAll('’', "'"),
  "Une erreur est survenue lors du chargement de l'article.",
  "Impossible d'uploader l'image",
  'Mot de passe oublié ?',
  "L'image a été ajoutée avec succès",
  "Obtenir l'itinéraire",
  "Plus d'informations",
  "Une erreur s'est produite lors de la connexion",
  "Une erreur est survenue lors de l'envoi de l'email.",
]);

const written = (text: string) =>
  text
    .replace(/&apos;|&#39;|\\'/g, "'")
    .replace(/\\"/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

describe('French typography in the texts of src/', () => {
  it('no straight apostrophe in a French word, no breakable space before « : ; ? ! », inside « » or in a phone number', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(200);
    const problems = files.flatMap((file) =>
      frenchTextProblems(file)
        .filter((problem) => !SPECIFICATION_TEXTS.has(written(problem.text)))
        .map((problem) => `${path.relative(SRC, file)}:${problem.line} ${problem.problem}`),
    );
    expect(problems).toEqual([]);
    // Parsing every module takes seconds on a busy machine.
  }, 60_000);

  it('finds what it looks for, and leaves code alone', () => {
    const problems = (source: string) => frenchTextProblems('example.tsx', source).map((problem) => problem.problem);
    expect(problems(`const a = "Impossible d'ouvrir l'image";`)).toEqual([
      'straight apostrophe in "d\'"',
      'straight apostrophe in "l\'"',
    ]);
    expect(problems(`const b = <p>Appelez :</p>;`)).toEqual(['breakable space before :']);
    expect(problems('const c = `Supprimer « ${name} » ?`;')).toEqual([
      'breakable space after «',
      'breakable space before »',
      'breakable space before ?',
    ]);
    expect(problems(`const d = 'Appelez le 05 22 00 00 00';`)).toHaveLength(4);
    expect(
      problems(`const e = 'Appelez\u00a0: le 05\u00a022\u00a000\u00a000\u00a000, l’accueil répond\u00a0!';`),
    ).toEqual([]);
    expect(
      problems(`import x from './l'; const f = db.prepare('SELECT * FROM t WHERE id = ?'); const g = "can't";`),
    ).toEqual([]);
  });
});
