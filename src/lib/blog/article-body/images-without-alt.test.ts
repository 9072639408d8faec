import { describe, expect, it } from 'vitest';
import { imagesWithoutAlt, missingAltMessage } from './images-without-alt';

describe('imagesWithoutAlt: « Publier » names the body images that have no alternative text', () => {
  it('names them by caption, else by file name', () => {
    const body =
      '<p>a</p><figure><img src="/uploads/1-a.jpg" alt=""><figcaption>Le cabinet</figcaption></figure>' +
      '<figure><img src="/uploads/2-b.jpg" alt="Une salle"></figure><figure><img src="/uploads/3-c.jpg" alt="  "></figure>';
    expect(imagesWithoutAlt(body)).toEqual(['Le cabinet', '3-c.jpg']);
    expect(missingAltMessage(['Le cabinet', '3-c.jpg'])).toBe(
      'Ajoutez un texte alternatif aux images «\u00a0Le cabinet\u00a0», «\u00a03-c.jpg\u00a0» avant de publier.',
    );
    expect(missingAltMessage(['3-c.jpg'])).toBe(
      'Ajoutez un texte alternatif à l’image «\u00a03-c.jpg\u00a0» avant de publier.',
    );
  });
  it('a body without images asks nothing', () => {
    expect(imagesWithoutAlt('## Titre\n\nTexte')).toEqual([]);
  });
});
