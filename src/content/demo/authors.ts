import type { DemoAuthor } from './types';

/*
 * Demo content: two invented physicians, named so nobody mistakes them for real people ("Exemple",
 * "Démo"), with a fake registration number. The practice replaces them with its own authors
 * (real names, credentials and photos) from the back office. Emails use the reserved example domain.
 */
export const demoAuthors: DemoAuthor[] = [
  {
    key: 'medecin',
    name: 'Karim Exemple',
    slug: 'karim-exemple',
    title: 'Dr',
    email: 'medecin@cabinet.example',
    bio: 'Profil de démonstration. Médecin sexologue et échographiste installé à Casablanca, il consacre ses consultations aux difficultés intimes du couple et à l’échographie clinique.',
    qualifications: [
      'Doctorat en médecine (exemple)',
      'Diplôme universitaire de sexologie (exemple)',
      'Diplôme d’échographie clinique (exemple)',
    ],
    specialities: ['Sexologie médicale', 'Échographie clinique'],
    registration_number: 'DEMO-0001',
    photo_url: '/images/auteurs/karim-exemple.svg',
    is_health_professional: true,
  },
  {
    key: 'generaliste',
    name: 'Nadia Démo',
    slug: 'nadia-demo',
    title: 'Dr',
    email: 'nadia.demo@cabinet.example',
    bio: 'Profil de démonstration. Médecin généraliste, elle rédige les articles de prévention du cabinet et relit ceux de ses confrères avant publication.',
    qualifications: ['Doctorat en médecine (exemple)', 'Diplôme universitaire de médecine psychosomatique (exemple)'],
    specialities: ['Médecine générale', 'Médecine psychosomatique'],
    registration_number: 'DEMO-0002',
    photo_url: '/images/auteurs/nadia-demo.svg',
    is_health_professional: true,
  },
];
