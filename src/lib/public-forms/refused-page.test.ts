import { describe, expect, it } from 'vitest';
import { refusedFormPage } from './refused-page';

describe('refusal page without JavaScript', () => {
  const page = refusedFormPage({
    action: '/api/questions',
    backTo: '/blog/article',
    fields: [
      { name: 'nom', label: 'Votre prénom', kind: 'text', required: true, autocomplete: 'given-name', maxLength: 80 },
      { name: 'question', label: 'Votre question', kind: 'textarea', maxLength: 2000 },
      {
        name: 'motif',
        label: 'Motif',
        kind: 'select',
        options: [
          { value: '', label: 'Choisir' },
          { value: 'suivi', label: 'Suivi' },
        ],
      },
      { name: 'accord', label: 'J’ai lu la politique de confidentialité', kind: 'checkbox', required: true },
    ],
    values: { nom: '<script>alert(1)</script>', question: 'Ai-je « raison » ?' },
    fieldErrors: { nom: 'Le prénom est trop long.', accord: 'Cochez cette case pour envoyer.' },
    formError: 'Certains champs sont à corriger.',
    token: 'T.K.S',
  });

  it('shows again what was typed, escaped', () => {
    expect(page).toContain('value="&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(page).not.toContain('<script>');
    expect(page).toContain('>Ai-je « raison » ?</textarea>');
  });

  it('puts each error beside its field and the form message on top', () => {
    expect(page).toContain('aria-describedby="champ-nom-erreur"');
    expect(page).toContain('<p id="champ-nom-erreur" class="erreur">Le prénom est trop long.</p>');
    expect(page).toContain('<p role="alert">Certains champs sont à corriger.</p>');
  });

  it('posts again to the form’s route with a fresh token and the hidden field', () => {
    expect(page).toContain('<form method="post" action="/api/questions">');
    expect(page).toContain('name="jeton" value="T.K.S"');
    expect(page).toContain('name="site_web"');
    expect(page).toContain('href="/blog/article"');
  });
});

describe('the refusal page is in the site’s layout', () => {
  const page = refusedFormPage({
    action: '/api/rendez-vous',
    backTo: '/rendez-vous',
    fields: [{ name: 'nom', label: 'Nom et prénom', kind: 'text', required: true }],
    values: { nom: 'Salma' },
    fieldErrors: { nom: 'Indiquez votre nom.' },
    formError: 'Certains champs sont à corriger.',
    token: 'T.K.S',
  });

  it('has the header with the menu that opens without script, the form in main, and no script', () => {
    expect(page).toMatch(/<header>[\s\S]*<details>\s*<summary>Menu<\/summary>[\s\S]*<\/header>/);
    expect(page).toContain('href="/blog"');
    expect(page).toMatch(/<main id="contenu">[\s\S]*<form method="post" action="\/api\/rendez-vous">[\s\S]*<\/main>/);
    expect(page).toContain('value="Salma"');
    expect(page).not.toContain('<script');
  });
});
