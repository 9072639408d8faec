import type { DemoTrust } from './types';

/*
 * Medical review and sources of the demo articles, by slug. Every article is reviewed by a
 * physician except "sommeil-et-sexualite", left unreviewed so the back office shows one article
 * "À relire". Sources are public reference pages of health institutions; a year is given only
 * where the page states it.
 */
const WHO = 'Organisation mondiale de la Santé';

export const demoTrust: Record<string, DemoTrust> = {
  'frigidite-et-femme-marocaine': { review: { reviewerKey: 'generaliste', reviewedDaysAgo: 5 } },
  'point-g-et-femme-marocaine': { review: { reviewerKey: 'generaliste', reviewedDaysAgo: 11 } },
  'obesite-et-couple': {
    review: { reviewerKey: 'generaliste', reviewedDaysAgo: 18 },
    sources: [
      {
        title: 'Obésité et surpoids : principaux repères',
        url: 'https://www.who.int/fr/news-room/fact-sheets/detail/obesity-and-overweight',
        publisher: WHO,
        year: 2024,
      },
    ],
  },
  'role-des-preliminaires': { review: { reviewerKey: 'generaliste', reviewedDaysAgo: 25 } },
  'echographie-clinique': { review: { reviewerKey: 'generaliste', reviewedDaysAgo: 2 } },
  'communication-couple': { review: { reviewerKey: 'medecin', reviewedDaysAgo: 30 } },
  'contraception-bien-choisir': {
    review: { reviewerKey: 'generaliste', reviewedDaysAgo: 40 },
    sources: [
      {
        title: 'Planification familiale et contraception : principaux repères',
        url: 'https://www.who.int/fr/news-room/fact-sheets/detail/family-planning-contraception',
        publisher: WHO,
        year: null,
      },
    ],
  },
  'ist-depistage-et-prevention': {
    review: { reviewerKey: 'generaliste', reviewedDaysAgo: 9 },
    contentUpdatedDaysAgo: 9,
    sources: [
      {
        title: 'Infections sexuellement transmissibles : principaux repères',
        url: 'https://www.who.int/fr/news-room/fact-sheets/detail/sexually-transmitted-infections-(stis)',
        publisher: WHO,
        year: null,
      },
      {
        title: 'VIH et sida : principaux repères',
        url: 'https://www.who.int/fr/news-room/fact-sheets/detail/hiv-aids',
        publisher: WHO,
        year: null,
      },
    ],
  },
  'stress-et-maladies-psychosomatiques': { review: { reviewerKey: 'generaliste', reviewedDaysAgo: 50 } },
  'preparer-echographie-thyroide': { review: { reviewerKey: 'medecin', reviewedDaysAgo: 8 } },
  'ejaculation-precoce-en-parler': { review: { reviewerKey: 'generaliste', reviewedDaysAgo: 60 } },
  'sommeil-et-sexualite': {
    sources: [
      {
        title: 'Sommeil : un dossier pour mieux le comprendre',
        url: 'https://www.inserm.fr/dossier/sommeil/',
        publisher: 'Inserm',
        year: null,
      },
    ],
  },
  'menopause-et-vie-intime': {
    review: { reviewerKey: 'generaliste', reviewedDaysAgo: 0 },
    sources: [
      {
        title: 'Ménopause : principaux repères',
        url: 'https://www.who.int/fr/news-room/fact-sheets/detail/menopause',
        publisher: WHO,
        year: 2024,
      },
    ],
  },
  'frottis-depistage-col-uterus': { review: { reviewerKey: 'generaliste', reviewedDaysAgo: 117 } },
  'douleurs-pendant-les-rapports': { review: { reviewerKey: 'generaliste', reviewedDaysAgo: 0 } },
};
