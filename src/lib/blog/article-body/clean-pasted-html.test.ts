import { describe, expect, it } from 'vitest';
import { pasteFixture as fixture } from '../../../../tests/support/paste-fixtures/read-fixture';
import { scriptingParts, XSS_CORPUS } from '../../../../tests/support/xss-corpus';
import { cleanPastedHtml, PASTE_TOO_BIG_MESSAGE, PASTE_TOO_DEEP_MESSAGE, withoutTracking } from './clean-pasted-html';
import { renderArticleBody } from './render-article-body';

const compact = (html: string) =>
  html
    .replace(/>\s+</g, '><')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

describe('cleanPastedHtml: a paste keeps the document and drops the word processor', () => {
  it('from a word processor: headings clamped to h2–h4, bold, italic, lists, links, tables kept; styles, classes, fonts, comments, empty paragraphs gone', () => {
    const { html, droppedImages } = cleanPastedHtml(fixture('word'));
    expect(compact(html)).toBe(
      '<h2>Préparer sa consultation</h2>' +
        '<p>Venez avec vos <strong>ordonnances</strong> et vos <em>derniers examens</em>.</p>' +
        '<h2>Ce qu’il faut apporter</h2><ul><li>La carte d’identité</li><li>Les résultats d’analyses</li></ul>' +
        '<h4>Une note</h4><p>Voir <a href="https://www.example.org/guide">le guide</a>.</p>' +
        '<table><tbody><tr><td><p><strong>Examen</strong></p></td><td><p>Durée</p></td></tr><tr><td><p>Échographie</p></td><td><p>20 min</p></td></tr></tbody></table>' +
        '<p>Texte en police</p>',
    );
    expect(droppedImages).toBe(0);
  });

  it('from Google Docs: bold and italic written as styles become bold and italic, the redirect link is opened, the outside image is counted as refused', () => {
    const { html, droppedImages } = cleanPastedHtml(fixture('google-docs'));
    expect(compact(html)).toBe(
      '<h2>Le sommeil</h2><p>Dormir assez est <strong>essentiel</strong> et <em>réparateur</em>.</p>' +
        '<ol><li><p>Se coucher tôt</p></li><li><p>Éviter les écrans</p></li></ol>' +
        '<p><a href="https://exemple.org/sommeil">une source</a></p>' +
        '<h3>Les bons réflexes</h3><ul><li><p>Une chambre calme</p><ul><li><p>sans télévision</p></li><li><p>à 19 °C environ</p></li></ul></li><li><p>Un coucher régulier</p></li></ul>' +
        '<table><tbody><tr><td><p><strong>Âge</strong></p></td><td><p><strong>Sommeil</strong></p></td></tr><tr><td><p>6 à 12 ans</p></td><td><p>9 à 12 heures</p></td></tr></tbody></table>',
    );
    expect(droppedImages).toBe(1);
  });

  it('from Word for Windows: its list paragraphs become nested bulleted and numbered lists without « · », « o », « § » or « 1. », its bold stays bold, its review comment and Office elements go', () => {
    const { html, droppedImages } = cleanPastedHtml(fixture('word-windows'));
    expect(compact(html)).toBe(
      '<h2>Bien préparer sa consultation</h2>' +
        '<p>Une consultation dure en moyenne vingt minutes. Pour qu’elle soit utile, <strong>apportez vos documents médicaux</strong> et notez vos questions <em>avant de venir</em>.</p>' +
        '<h2>Ce qu’il faut apporter</h2>' +
        '<ul><li><p>La carte d’identité et la carte de mutuelle</p></li>' +
        '<li><p>Les résultats d’examens récents\u00a0:</p><ul>' +
        '<li><p>prises de sang de moins de trois mois</p><ul><li><p>y compris le bilan thyroïdien</p></li></ul></li>' +
        '<li><p>comptes rendus d’imagerie</p></li></ul></li>' +
        '<li><p>La liste de vos <strong>traitements en cours</strong></p></li></ul>' +
        '<h2>Le jour du rendez-vous</h2>' +
        '<ol><li><p>Arrivez dix minutes en avance.</p></li><li><p>Présentez-vous à l’accueil.</p></li><li><p>Signalez toute allergie au médecin.</p></li></ol>' +
        '<p>Les horaires sont sur <a href="https://www.exemple.ma/horaires">notre page d’accueil</a>.</p>' +
        '<table><tbody><tr><td><p><strong>Examen</strong></p></td><td><p><strong>Durée</strong></p></td></tr>' +
        '<tr><td><p>Échographie</p></td><td><p>20 minutes</p></td></tr></tbody></table>',
    );
    expect(html).not.toMatch(/style=|class=|[·§]|\[SB1\]|secrétariat|o:p/);
    expect(droppedImages).toBe(0);
  });

  it('from Word for Mac: a numbered list with a lettered sub-list, then a bulleted list, each its own list; bold and italic kept', () => {
    const { html } = cleanPastedHtml(fixture('word-mac'));
    expect(compact(html)).toBe(
      '<h2>Le sommeil de l’enfant</h2>' +
        '<p>Un enfant de six ans a besoin de <strong>dix à onze heures</strong> de sommeil par nuit, selon la <em>Société française de pédiatrie</em>.</p>' +
        '<ol><li><p>Fixer une heure de coucher régulière</p><ol><li><p>même le week-end</p></li></ol></li>' +
        '<li><p>Éteindre les écrans une heure avant</p></li></ol>' +
        '<p>À éviter le soir\u00a0:</p>' +
        '<ul><li><p>les boissons sucrées</p></li><li><p>les jeux trop <strong>excitants</strong></p></li></ul>' +
        '<p>Pour aller plus loin\u00a0: <a href="https://www.exemple.org/sommeil-enfant">le guide du sommeil</a>.</p>',
    );
  });

  it('Word’s bold and italic stay: only font-weight and font-style themselves say « not bold » or « not italic »', () => {
    expect(cleanPastedHtml("<b style='mso-bidi-font-weight:normal'>gras</b>").html).toBe('<strong>gras</strong>');
    expect(cleanPastedHtml("<i style='mso-bidi-font-style:normal'>penché</i>").html).toBe('<em>penché</em>');
    expect(cleanPastedHtml('<b style="font-weight: normal">pas gras</b>').html).toBe('pas gras');
    expect(cleanPastedHtml('<span style="mso-bidi-font-weight:bold">pas gras</span>').html).toBe('pas gras');
  });

  it('from a web page: tracking attributes, scripts, frames, unsafe and private links and outside images go; our own figure stays', () => {
    const { html, droppedImages } = cleanPastedHtml(fixture('web-page'));
    expect(compact(html)).toBe(
      '<h2>Titre d’une page web</h2>Par quelqu’un' +
        '<p>Un paragraphe <strong>important</strong> avec un <a href="/blog/un-article">lien interne</a> et un faux lien.</p>' +
        '<blockquote><p>Une citation.</p></blockquote><hr>' +
        '<figure><img src="/uploads/1700000000000-0123456789ab.jpg" alt="Notre image" width="800" height="600"><figcaption>Légende</figcaption></figure>' +
        '<ul><li><p>un</p><ul><li>deux</li></ul></li></ul>routeur',
    );
    expect(droppedImages).toBe(1);
  });

  it.each(XSS_CORPUS)(
    'the XSS corpus through paste: %s leaves nothing that runs script, before and after the public rendering',
    (_label, hostile) => {
      const { html } = cleanPastedHtml(hostile);
      expect(scriptingParts(html)).toEqual([]);
      const rendered = renderArticleBody(html, { slug: 'collage' }).html;
      expect(scriptingParts(rendered)).toEqual([]);
    },
  );

  it('deeply nested lists are kept to a sane depth, their text kept; nesting the parser cannot read is refused in French', () => {
    const nest = (depth: number) => `${'<ul><li>'.repeat(depth)}fond${'</li></ul>'.repeat(depth)}`;
    const { html } = cleanPastedHtml(nest(200));
    expect(html).toContain('fond');
    expect((html.match(/<ul>/g) ?? []).length).toBeLessThanOrEqual(25);
    expect(cleanPastedHtml(nest(5_000))).toEqual({ html: '', droppedImages: 0, refusal: PASTE_TOO_DEEP_MESSAGE });
  });

  it('10 MB of pasted HTML is refused at once with a French message', () => {
    expect(cleanPastedHtml('<p>texte</p>'.repeat(900_000))).toEqual({
      html: '',
      droppedImages: 0,
      refusal: PASTE_TOO_BIG_MESSAGE,
    });
  });

  it('tracking parameters and Google redirects are removed from links', () => {
    expect(withoutTracking('https://exemple.org/a?utm_source=x&id=3&fbclid=y')).toBe('https://exemple.org/a?id=3');
    expect(withoutTracking('https://www.google.com/url?q=https://exemple.org/b&sa=D')).toBe('https://exemple.org/b');
    expect(withoutTracking('https://www.google.com/url?q=javascript:alert(1)')).toBe(
      'https://www.google.com/url?q=javascript:alert(1)',
    );
    expect(withoutTracking('/blog/un-article')).toBe('/blog/un-article');
  });
});
