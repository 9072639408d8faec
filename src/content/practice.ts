/**
 * Every fact about the practice that a page shows, in one module: pages, JSON-LD, metadata and
 * booking links read from here and nowhere else.
 *
 * PLACEHOLDERS: the specification withholds the phone number, the chat number, the street, the
 * boulevard, the e-mail address and the exact coordinates. The values in `WITHHELD` below are
 * obvious stand-ins (zeros, "à préciser", example.com, the centre of Sidi Maarouf); replace them
 * with the practice's real values before going live.
 */
const WITHHELD = {
  /** Phone in international form (tel: links, JSON-LD) and as people read it. */
  phoneE164: '+212522000000',
  phoneDisplay: '05 22 00 00 00',
  /** Chat number in the form wa.me expects: country code and digits, no plus sign. */
  chatNumber: '212600000000',
  chatNumberDisplay: '06 00 00 00 00',
  street: 'N° 00, rue à préciser',
  boulevard: 'boulevard à préciser',
  email: 'contact@example.com',
  /** Centre of the Sidi Maarouf district, not the building. */
  latitude: 33.5333,
  longitude: -7.6443,
} as const;

export const practice = {
  name: 'Cabinet Médical Sidi Maarouf',
  doctorTitle: 'Votre médecin à Casablanca',
  specialities: ['Sexologie médicale', 'Échographie clinique', 'Médecine générale', 'Médecine psychosomatique'],
  yearsOfExperience: 40,
  credentials: [
    "Plus de 40 ans d'expérience en pratique médicale",
    'Médecin expert assermenté près les tribunaux',
    "Diplômé en échographie d'une faculté de médecine française",
  ],
  byAppointmentOnly: true,
  phone: { e164: WITHHELD.phoneE164, display: WITHHELD.phoneDisplay },
  chat: { number: WITHHELD.chatNumber, display: WITHHELD.chatNumberDisplay },
  email: WITHHELD.email,
  address: {
    street: WITHHELD.street,
    floor: '1er étage',
    boulevard: WITHHELD.boulevard,
    district: 'Sidi Maarouf',
    postalCode: '20190',
    city: 'Casablanca',
    region: 'Casablanca-Settat',
    regionCode: 'MA-06',
    country: 'Maroc',
    countryCode: 'MA',
  },
  geo: { latitude: WITHHELD.latitude, longitude: WITHHELD.longitude },
  hours: [
    { days: 'Lundi – Vendredi', time: '10h00 – 17h00', dayCodes: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '17:00' },
    { days: 'Samedi', time: '10h00 – 13h00', dayCodes: ['Saturday'], opens: '10:00', closes: '13:00' },
    { days: 'Dimanche', time: 'Fermé', dayCodes: [], opens: null, closes: null },
  ],
  payment: { methods: ['Espèces', 'Chèque'], schemaMethods: 'Cash, Cheque', currency: 'MAD' },
  emergencyNumbers: [
    { number: '141', label: 'SAMU' },
    { number: '19', label: 'Police' },
    { number: '15', label: 'Protection civile (pompiers, ambulances)' },
    { number: '112', label: 'Urgences depuis un téléphone mobile' },
  ],
  access: [
    'Le cabinet se trouve au 1er étage. Si monter un étage vous est difficile, signalez-le en prenant rendez-vous.',
    'Le quartier est facilement accessible en taxi : indiquez « Sidi Maarouf » au chauffeur.',
  ],
  parking: 'Stationnement possible dans les rues voisines et sur les parkings du quartier, plus calmes en début de matinée.',
  copyrightYear: 2025,
} as const;

/** The address on one line, as maps services and the clipboard receive it. */
export function practiceAddressLine(): string {
  const a = practice.address;
  return `${a.street}, ${a.floor}, ${a.boulevard}, ${a.district}, ${a.postalCode} ${a.city}, ${a.country}`;
}

/** The address as it is printed: street and floor, boulevard, district with postal code. */
export function practiceAddressLines(): string[] {
  const a = practice.address;
  return [`${a.street}, ${a.floor}`, a.boulevard, `${a.district}, ${a.postalCode} ${a.city}`];
}

export type PracticeHours = (typeof practice.hours)[number];
