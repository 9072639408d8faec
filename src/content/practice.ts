/**
 * What never changes about the practice (experience, region, emergency numbers, access notes)
 * and the first-run defaults of what the back office edits ('Cabinet'). Pages read the editable
 * facts from the database (src/server/practice), never from here.
 *
 * PLACEHOLDERS: the specification withholds the phone number, the chat number, the street, the
 * boulevard, the e-mail address and the exact coordinates. The values in `PRACTICE_PLACEHOLDERS`
 * are obvious stand-ins (zeros, "à préciser", example.com, the centre of Sidi Maarouf); while any
 * remains, every back-office page asks an admin to complete 'Cabinet'.
 */
export const PRACTICE_PLACEHOLDERS = {
  phone: '+212522000000',
  chatNumber: '+212600000000',
  street: 'N° 00, rue à préciser',
  boulevard: 'boulevard à préciser',
  email: 'contact@example.com',
  /** Centre of the Sidi Maarouf district, not the building. */
  latitude: 33.5333,
  longitude: -7.6443,
  controller: 'Responsable du traitement à préciser',
  cndpNumber: 'Numéro CNDP à préciser',
  host: 'Hébergeur à préciser',
} as const;

const weekday = [{ opens: '10:00', closes: '17:00' }];

// Shaped as `PracticeFacts` (src/lib/practice/practice-facts.ts); content/ imports nothing from
// lib/ (decision 037), so the type is checked where the defaults are read (src/server/practice).
export const DEFAULT_PRACTICE_FACTS = {
  name: 'Cabinet Médical Sidi Maarouf',
  phone: PRACTICE_PLACEHOLDERS.phone,
  chatNumber: PRACTICE_PLACEHOLDERS.chatNumber,
  email: PRACTICE_PLACEHOLDERS.email,
  address: {
    street: PRACTICE_PLACEHOLDERS.street,
    floor: '1er étage',
    boulevard: PRACTICE_PLACEHOLDERS.boulevard,
    district: 'Sidi Maarouf',
    postalCode: '20190',
    city: 'Casablanca',
  },
  geo: { latitude: PRACTICE_PLACEHOLDERS.latitude, longitude: PRACTICE_PLACEHOLDERS.longitude },
  paymentMethods: ['Espèces', 'Chèque'],
  currency: 'MAD',
  // Spec section 1: Monday to Friday 10:00-17:00, Saturday 10:00-13:00, Sunday closed.
  weeklyHours: [weekday, weekday, weekday, weekday, weekday, [{ opens: '10:00', closes: '13:00' }], []],
  popup: {
    enabled: true,
    text: 'Le cabinet a changé d’adresse. Nous vous accueillons désormais à l’adresse suivante :',
    addressLines: [] as string[],
    lastDay: null as string | null,
  },
  closureNoticeDays: 7,
  legal: {
    controller: PRACTICE_PLACEHOLDERS.controller,
    cndpNumber: PRACTICE_PLACEHOLDERS.cndpNumber,
    host: PRACTICE_PLACEHOLDERS.host,
  },
  requests: { retentionDays: 30, editorsMayHandle: false },
};

export const practice = {
  yearsOfExperience: 40,
  region: { name: 'Casablanca-Settat', code: 'MA-06' },
  country: { name: 'Maroc', code: 'MA' },
  emergencyNumbers: [
    { number: '141', label: 'SAMU' },
    { number: '19', label: 'Police' },
    { number: '15', label: 'Protection civile (pompiers, ambulances)' },
    { number: '112', label: 'Urgences depuis un téléphone mobile' },
  ],
  access: [
    'Le cabinet se trouve au 1er étage. Si monter un étage vous est difficile, signalez-le en prenant rendez-vous.',
    'Le quartier est facilement accessible en taxi : indiquez « Sidi Maarouf » au chauffeur.',
  ],
  parking:
    'Stationnement possible dans les rues voisines et sur les parkings du quartier, plus calmes en début de matinée.',
  copyrightYear: 2025,
} as const;
