import { describe, expect, it } from 'vitest';
import { MASK, maskContacts } from './mask-contacts';

describe('maskContacts masks phone numbers and e-mail addresses before anyone reads them', () => {
  it.each([
    ['Appelez-moi au 06 12 34 56 78 svp', `Appelez-moi au ${MASK} svp`],
    ['mon numéro : 0612345678.', `mon numéro : ${MASK}.`],
    ['WhatsApp +212 6-12-34-56-78', `WhatsApp ${MASK}`],
    ['fixe 05.22.12.34.56', `fixe ${MASK}`],
    ['en France 0033 6 12 34 56 78', `en France ${MASK}`],
    ['écrivez à karim.b@example.com merci', `écrivez à ${MASK} merci`],
    ['karim (at) gmail (dot) com', MASK],
    ['salma arobase hotmail.fr', MASK],
    ['mon numéro ٠٦١٢٣٤٥٦٧٨ merci', `mon numéro ${MASK} merci`],
    ['mon numéro ۰۶۱۲۳۴۵۶۷۸ merci', `mon numéro ${MASK} merci`],
    ['mon numéro ０６１２３４５６７８ merci', `mon numéro ${MASK} merci`],
    ['appelez le 06/12/34/56/78', `appelez le ${MASK}`],
    ['appelez le 06 - 12 - 34 - 56 - 78', `appelez le ${MASK}`],
    ['appelez le 06_12_34_56_78', `appelez le ${MASK}`],
    ['jean.dupont at gmail dot com', MASK],
    ['jean.dupont＠gmail.com', MASK],
    ['écrivez à salma arobase hotmail point com', `écrivez à ${MASK}`],
  ])('%s', (input, expected) => {
    expect(maskContacts(input).text).toBe(expected);
  });

  it('counts what it masked', () => {
    expect(maskContacts('06 12 34 56 78 ou a@b.ma').masked).toBe(2);
  });

  it.each([
    'J’ai 34 ans, depuis 2019 j’ai des douleurs.',
    'Rendez-vous le 12/03/2024 à 10 h 30.',
    'Je prends 500 mg deux fois par jour.',
    'Ma tension est de 13/8.',
    'Le 12/03/2024, puis le 15/04/2024.',
    'Je me suis levé à 6 h, point final.',
    'Il était 10:30 at home, rien de grave.',
  ])('leaves ordinary numbers alone: %s', (input) => {
    expect(maskContacts(input)).toEqual({ text: input, masked: 0 });
  });
});
