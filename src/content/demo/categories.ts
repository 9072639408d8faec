import type { DemoCategory } from './types';

/*
 * Demo content the practice may rename or recolour. Each colour is dark enough to be readable
 * (contrast >= 4.5:1) as badge text on its own tint, so badges show it as chosen rather than
 * darkened (lib/category-color.ts).
 */
export const demoCategories: DemoCategory[] = [
  {
    key: 'sexologie',
    name: 'Sexologie',
    color: '#BE185D',
    service_slug: 'sexologie-medicale',
    introduction:
      'Désir, érection, plaisir, douleurs : des difficultés fréquentes, dont on parle trop peu. Ces articles expliquent ce qui se passe et comment un médecin peut aider, sans tabou ni jugement.',
  },
  {
    key: 'echographie',
    name: 'Échographie',
    color: '#1D4ED8',
    service_slug: 'echographie-clinique',
    introduction:
      'À quoi sert une échographie, comment s’y préparer, que montre-t-elle ? Des réponses simples avant et après votre examen au cabinet.',
  },
  { key: 'couple', name: 'Santé du couple', color: '#0F766E', service_slug: 'sexologie-medicale' },
  { key: 'psychosomatique', name: 'Psychosomatique', color: '#6D28D9', service_slug: 'psychosomatique' },
  { key: 'prevention', name: 'Prévention', color: '#9A3412', service_slug: 'medecine-generale' },
];
