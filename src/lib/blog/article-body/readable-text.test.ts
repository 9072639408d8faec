import { describe, expect, it } from 'vitest';
import { diffWords, hasChanges } from '../../text/text-diff';
import { readableBodyText } from './readable-text';

describe('readableBodyText: the body as a person reads it, for the history', () => {
  it('one block per line, headings and images named, list items marked, no markup', () => {
    const body =
      '<h2>Les examens</h2><p>Un texte <strong>important</strong>.</p><ul><li>un</li><li>deux</li></ul>' +
      '<figure><img src="/uploads/1700000000000-0123456789ab.jpg" alt="La salle d’attente"><figcaption>Notre salle</figcaption></figure>';
    expect(readableBodyText(body)).toBe(
      'Titre de section\u00a0: Les examens\nUn texte important.\n• un\n• deux\n[Image\u00a0: La salle d’attente]\nNotre salle',
    );
  });

  it('a Markdown body reads the same way', () => {
    expect(readableBodyText('## Les examens\n\nUn texte **important**.')).toBe(
      'Titre de section\u00a0: Les examens\nUn texte important.',
    );
  });

  it('a two-word change in a body stored on one line is two words changed, not the whole body', () => {
    const before = `<p>${'Un long paragraphe sur le sommeil. '.repeat(30)}Fin du texte.</p><p>Second paragraphe ici.</p>`;
    const after = before.replace('Second paragraphe ici', 'Second chapitre là');
    const parts = diffWords(readableBodyText(before), readableBodyText(after));
    expect(hasChanges(parts)).toBe(true);
    expect(parts.filter((part) => part.kind === 'removed').map((part) => part.text.trim())).toEqual([
      'paragraphe',
      'ici.',
    ]);
    expect(parts.filter((part) => part.kind === 'added').map((part) => part.text.trim())).toEqual(['chapitre', 'là.']);
  });
});
