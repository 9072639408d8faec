import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import GlobalError from './global-error';

describe('the fallback error screen for visitors (spec section 2, "Fallback error screen")', () => {
  const html = renderToStaticMarkup(<GlobalError />);

  it('is a French document titled « Une erreur est survenue »', () => {
    expect(html).toMatch(/^<html lang="fr">/);
    expect(html).toContain('<title>Une erreur est survenue</title>');
    expect(html).toContain('<h1 class="text-2xl font-semibold text-slate-900">Une erreur est survenue</h1>');
  });

  it('offers « Réessayer » (a reload) and « Accueil » (a plain link to /, the client router may be what failed)', () => {
    expect(html).toMatch(/<button type="button"[^>]*>Réessayer<\/button>/);
    expect(html).toMatch(/<a href="\/"[^>]*>Accueil<\/a>/);
  });

  it('shows no error text or code (spec section 8: server error codes are not shown)', () => {
    expect(html).not.toMatch(/error|digest|Error/);
  });
});
