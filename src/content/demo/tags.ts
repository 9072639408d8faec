import type { DemoTag } from './types';

/* Demo content: a small tag vocabulary the practice can extend from the back office. */
export const demoTags: DemoTag[] = [
  { key: 'couple', name: 'Couple' },
  { key: 'desir', name: 'Désir' },
  { key: 'sante-feminine', name: 'Santé féminine' },
  { key: 'sante-masculine', name: 'Santé masculine' },
  { key: 'depistage', name: 'Dépistage' },
  { key: 'contraception', name: 'Contraception' },
  { key: 'bien-etre', name: 'Bien-être' },
  { key: 'imagerie', name: 'Imagerie médicale' },
  { key: 'sommeil', name: 'Sommeil' },
];
