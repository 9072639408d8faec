import type { DemoCategory } from './types';

/*
 * Demo content the practice may rename or recolour. Each colour is dark enough to be readable
 * (contrast >= 4.5:1) as badge text on its own tint, so badges show it as chosen rather than
 * darkened (lib/category-color.ts).
 */
export const demoCategories: DemoCategory[] = [
  { key: 'sexologie', name: 'Sexologie', color: '#BE185D' },
  { key: 'echographie', name: 'Échographie', color: '#1D4ED8' },
  { key: 'couple', name: 'Santé du couple', color: '#0F766E' },
  { key: 'psychosomatique', name: 'Psychosomatique', color: '#6D28D9' },
  { key: 'prevention', name: 'Prévention', color: '#9A3412' },
];
