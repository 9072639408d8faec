import 'server-only';
import { escapeHtml } from '@/lib/public-forms/html';
import type { MailMessage } from './send-mail';

/** Signed with the practice's name as 'Cabinet' holds it. */
export function linkMail(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { label: string; url: string },
  practiceName: string,
): MailMessage {
  const text = [...paragraphs, '', `${link.label} : ${link.url}`, '', `${practiceName} — administration du site`].join(
    '\n',
  );
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<p style="color:#555">Si le lien ne s’ouvre pas, copiez cette adresse dans votre navigateur :<br>${escapeHtml(link.url)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function passwordResetMail(to: string, url: string, practiceName: string): MailMessage {
  return linkMail(
    to,
    'Réinitialisation de votre mot de passe',
    [
      'Bonjour,',
      'Une réinitialisation du mot de passe de votre compte d’administration a été demandée.',
      'Ce lien est valable une heure et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    ],
    { label: 'Choisir un nouveau mot de passe', url },
    practiceName,
  );
}

export function invitationMail(to: string, url: string, practiceName: string, lifetimeHours: number): MailMessage {
  return linkMail(
    to,
    'Invitation à l’administration du site du cabinet',
    [
      'Bonjour,',
      'Un compte a été créé pour vous dans l’administration du site du cabinet.',
      `Choisissez votre mot de passe avec le lien ci-dessous. Il est valable ${lifetimeHours} heures et ne sert qu’une fois ; passé ce délai, utilisez « Mot de passe oublié ? » sur la page de connexion.`,
    ],
    { label: 'Choisir mon mot de passe', url },
    practiceName,
  );
}

/** The one mail a reader asked for: their question has an answer (the address is erased after). */
export function questionAnsweredMail(to: string, url: string, practiceName: string): MailMessage {
  const text = [
    'Bonjour,',
    '',
    'Une réponse à la question que vous avez posée sur notre site vient d’être publiée\u00a0:',
    url,
    '',
    'Votre adresse e-mail a servi à ce seul message et vient d’être effacée.',
    '',
    practiceName,
  ].join('\n');
  const html = [
    '<p>Bonjour,</p>',
    `<p>Une réponse à la question que vous avez posée sur notre site vient d’être publiée\u00a0: <a href="${escapeHtml(url)}">lire la réponse</a>.</p>`,
    '<p>Votre adresse e-mail a servi à ce seul message et vient d’être effacée.</p>',
    `<p>${escapeHtml(practiceName)}</p>`,
  ].join('\n');
  return { to, subject: 'Une réponse à votre question', text, html };
}
