import { describe, expect, it } from 'vitest';
import { standalonePageHtml } from './standalone-page';

describe('standalonePageHtml', () => {
  it('is a French page whose heading is its title, kept out of search engines', () => {
    const html = standalonePageHtml({ title: 'Site momentanément indisponible', body: '<p>Texte</p>' });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Site momentanément indisponible</title>');
    expect(html).toContain('<h1>Site momentanément indisponible</h1>\n<p>Texte</p>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('http-equiv="refresh"');
  });

  it('reloads itself only when asked to', () => {
    expect(standalonePageHtml({ title: 'T', body: '', refreshSeconds: 30 })).toContain(
      '<meta http-equiv="refresh" content="30">',
    );
  });

  it('needs nothing from elsewhere: no script, no stylesheet link', () => {
    const html = standalonePageHtml({ title: 'T', body: '' });
    expect(html).not.toMatch(/<script|<link/);
  });
});
