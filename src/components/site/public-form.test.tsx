import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readFormToken } from '@/lib/public-forms/form-token';
import { derivedSecret } from '@/server/public-forms/token';
import { PublicForm } from './public-form';

const SECRET = 'unit-tests-secret-0123456789abcdef0123';

describe('a public form as a page writes it (decision 039)', () => {
  process.env.AUTH_SECRET = SECRET;
  const html = renderToStaticMarkup(
    <PublicForm form={{ name: 'question', action: '/api/questions' }} sentMessage="Merci, votre question est envoyée.">
      <textarea name="question" />
    </PublicForm>,
  );

  it('posts to its route without any script, and names itself for the site script', () => {
    const form = /^<form [^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of ['method="post"', 'action="/api/questions"', 'data-public-form="question"'])
      expect(form).toContain(attribute);
    expect(html).toContain('<textarea name="question"></textarea>');
  });

  it('carries a token signed for this form', () => {
    const token = /name="jeton" value="([^"]+)"/.exec(html)?.[1];
    expect(readFormToken('question', token, derivedSecret('form-token', SECRET))).toMatchObject({
      key: expect.any(String),
    });
  });

  it('hides the field only robots fill from sight, the tab order and screen readers', () => {
    const honeypot =
      /<p hidden=""><label>Ne remplissez pas ce champ <input ([^>]*)\/><\/label><\/p>/.exec(html)?.[1] ?? '';
    for (const attribute of ['type="text"', 'name="site_web"', 'tabindex="-1"']) expect(honeypot).toContain(attribute);
    expect(honeypot.toLowerCase()).toContain('autocomplete="off"');
  });

  it('holds the message the redirect after a send without JavaScript targets, and the site script’s region', () => {
    expect(html).toContain(
      '<p id="question-envoye" class="public-form-sent" role="status">Merci, votre question est envoyée.</p>',
    );
    expect(html).toContain('<p id="question-message" aria-live="polite" hidden=""></p>');
  });
});
