import { describe, expect, it } from 'vitest';
import { findReason } from './reasons';
import { staffConfirmationLink, staffConfirmationText } from './staff-confirmation';

const facts = {
  practiceName: 'Cabinet Médical Sidi Maarouf',
  addressLine: 'N° 12, rue X, 1er étage, Sidi Maarouf, 20190 Casablanca, Maroc',
  phoneDisplay: '05\u00a022\u00a000\u00a000\u00a000',
};

describe('the confirmation staff send by WhatsApp', () => {
  it('names the date and time typed by staff, the address and the preparation', () => {
    const text = staffConfirmationText(
      { name: 'Salma', reason: findReason('echographie-abdominale')!, day: '2026-12-01', time: '10:30' },
      facts,
    );
    expect(text).toContain('Bonjour Salma,');
    expect(text).toContain(
      'pour l’échographie abdominale au Cabinet Médical Sidi Maarouf est fixé le mardi 1er décembre 2026 à 10h30.',
    );
    expect(text).toContain(`Adresse\u00a0: ${facts.addressLine}.`);
    expect(text).toContain('Venir à jeun depuis 8 heures');
    expect(text).toContain('Arrivez 10 minutes en avance.');
  });

  it.each([
    ['2026-02-31', '10:30'],
    ['2026-12-01', '25:00'],
  ])('refuses %s %s', (day, time) => {
    expect(() =>
      staffConfirmationText({ name: 'S', reason: findReason('medecine-generale')!, day, time }, facts),
    ).toThrow(RangeError);
  });

  it('opens the patient’s own number with the text typed in', () => {
    expect(staffConfirmationLink('+212612345678', 'Bonjour & merci')).toBe(
      'https://wa.me/212612345678?text=Bonjour%20%26%20merci',
    );
  });
});
