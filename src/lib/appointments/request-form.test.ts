import { describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_FACTS } from '@/content/practice';
import { parseRequestForm, patientChatText } from './request-form';
import { findReason } from './reasons';

const weekly = DEFAULT_PRACTICE_FACTS.weeklyHours;
const today = '2026-11-26';
const valid: Record<string, string | undefined> = {
  motif: 'echographie-pelvienne',
  visite: 'premiere',
  creneau1: '2026-11-28:matin',
  creneau2: '2026-11-27:apres-midi',
  creneau3: '2026-11-27:matin',
  nom: 'Salma B.',
  telephone: '06 12 34 56 78',
  reponse: 'whatsapp',
  note: '',
  consentement: 'on',
};

describe('the appointment request form, read on the server', () => {
  it('accepts a complete request and orders the half-days', () => {
    const result = parseRequestForm(valid, weekly, [], today);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request.reason.id).toBe('echographie-pelvienne');
    expect(result.request.phone).toBe('+212612345678');
    expect(result.request.halfDays).toEqual([
      { day: '2026-11-27', part: 'matin' },
      { day: '2026-11-27', part: 'apres-midi' },
      { day: '2026-11-28', part: 'matin' },
    ]);
  });

  it.each([
    ['an unknown reason', { motif: 'chirurgie' }, 'motif'],
    ['a forged closed day (Sunday)', { creneau1: '2026-11-29:matin', creneau2: '', creneau3: '' }, 'creneau1'],
    ['a past day', { creneau1: '2026-11-25:matin', creneau2: '', creneau3: '' }, 'creneau1'],
    ['no half-day', { creneau1: '', creneau2: '', creneau3: '' }, 'creneau1'],
    ['a foreign number', { telephone: '+33 6 12 34 56 78' }, 'telephone'],
    ['a name with markup', { nom: '<b>x</b>' }, 'nom'],
    ['an unknown reply channel', { reponse: 'sms' }, 'reponse'],
    ['a note over the maximum', { note: 'x'.repeat(301) }, 'note'],
    ['no consent', { consentement: undefined }, 'consentement'],
    ['an unknown visit kind', { visite: 'urgence' }, 'visite'],
  ] as const)('refuses %s', (_case, change, field) => {
    const result = parseRequestForm({ ...valid, ...change }, weekly, [], today);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
  });

  it('refuses a closed day set as a closure period', () => {
    const closed = [
      { id: 'p', firstDay: '2026-11-27', lastDay: '2026-11-27', label: 'Fermé', ranges: [], message: null },
    ];
    const oneHalfDay = { ...valid, creneau1: '2026-11-27:matin', creneau2: '', creneau3: '' };
    expect(parseRequestForm(oneHalfDay, weekly, closed, today).ok).toBe(false);
  });
});

describe('the chat message on the confirmation page', () => {
  it('names the exam and the half-days, never the patient', () => {
    const text = patientChatText(findReason('echographie-abdominale')!, 'suivi', [
      { day: '2026-12-01', part: 'matin' },
    ]);
    expect(text).toBe(
      'Bonjour Docteur, je viens d’envoyer sur le site une demande de rendez-vous pour l’échographie abdominale (une consultation de suivi), de préférence mardi 1er décembre, matin. Pourriez-vous me confirmer un créneau\u00a0? Merci.',
    );
  });
});
