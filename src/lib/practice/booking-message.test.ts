import { describe, expect, it } from 'vitest';
import { buildBookingMessage, buildChatLink, frenchDefiniteArticle, withFrenchArticle } from './booking-message';

const GREETING = 'Bonjour Docteur, je souhaite prendre rendez-vous au cabinet.';
const ENDING = 'Pourriez-vous m’indiquer vos disponibilités ? Merci.';

describe('frenchDefiniteArticle', () => {
  it.each([
    ['Sexologie médicale', 'la '],
    ['Médecine générale', 'la '],
    ['Échographie clinique', 'l’'],
    ['echographie clinique', 'l’'],
    ['ÉCHOGRAPHIE', 'l’'],
    ['Andrologie', 'l’'],
    ['  Urologie', 'l’'],
    ['Psychosomatique', 'la '],
  ])('%s takes %s', (noun, article) => {
    expect(frenchDefiniteArticle(noun)).toBe(article);
  });
});

describe('buildBookingMessage', () => {
  it('greets and asks for availability when no service is named', () => {
    expect(buildBookingMessage()).toBe(`${GREETING} ${ENDING}`);
    expect(buildBookingMessage('  ')).toBe(`${GREETING} ${ENDING}`);
  });

  it.each([
    ['Sexologie médicale', 'Ma demande concerne la sexologie médicale.'],
    ['Échographie clinique', 'Ma demande concerne l’échographie clinique.'],
    ['Médecine générale', 'Ma demande concerne la médecine générale.'],
    ['Médecine psychosomatique', 'Ma demande concerne la médecine psychosomatique.'],
  ])('names %s with its article', (service, sentence) => {
    expect(buildBookingMessage(service)).toBe(`${GREETING} ${sentence} ${ENDING}`);
  });

  it('keeps the rest of the name as written', () => {
    expect(withFrenchArticle('Échographie clinique')).toBe('l’échographie clinique');
  });
});

describe('buildChatLink', () => {
  it('points to wa.me with the encoded message and the digits of the number', () => {
    const link = buildChatLink('+212 6 00 00 00 00', { serviceName: 'Échographie clinique' });
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://wa.me/212600000000');
    expect(url.searchParams.get('text')).toBe(`${GREETING} Ma demande concerne l’échographie clinique. ${ENDING}`);
  });

  it('sends the override text instead of the built message', () => {
    const url = new URL(
      buildChatLink('212600000000', { serviceName: 'Sexologie médicale', text: 'Bonjour, une question ?' }),
    );
    expect(url.searchParams.get('text')).toBe('Bonjour, une question ?');
  });

  it('sends the plain greeting without a service', () => {
    expect(new URL(buildChatLink('212600000000')).searchParams.get('text')).toBe(`${GREETING} ${ENDING}`);
  });
});

describe('a booking message sent during a closure names the reopening date', () => {
  it('adds the reopening day, in French with its weekday, before the request for availability', () => {
    expect(buildBookingMessage('Médecine générale', '2026-06-02')).toBe(
      `${GREETING} Ma demande concerne la médecine générale. Je sais que le cabinet est fermé : un rendez-vous à partir de sa réouverture, le mardi 2 juin 2026, me conviendrait. ${ENDING}`,
    );
  });

  it("adds it after a guide's own text too", () => {
    const url = new URL(buildChatLink('212600000000', { text: 'Bonjour, une question ?', reopeningDay: '2026-06-02' }));
    expect(url.searchParams.get('text')).toBe(
      'Bonjour, une question ? Je sais que le cabinet est fermé : un rendez-vous à partir de sa réouverture, le mardi 2 juin 2026, me conviendrait.',
    );
  });
});
