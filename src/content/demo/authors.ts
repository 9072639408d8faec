import type { DemoAuthor } from './types';

/*
 * Demo content: neutral placeholder authors that the practice replaces with its own (real name,
 * address and biography) from the back office. The emails use the reserved example domain.
 */
export const demoAuthors: DemoAuthor[] = [
  {
    key: 'medecin',
    name: 'Médecin du cabinet',
    email: 'medecin@cabinet.example',
    bio: "Médecin sexologue et échographiste, installé à Casablanca. Plus de 40 ans d'exercice, expert près les tribunaux, diplômé d'échographie d'une faculté française.",
  },
  {
    key: 'equipe',
    name: 'Équipe du cabinet',
    email: 'equipe@cabinet.example',
    bio: "L'équipe du cabinet prépare des articles d'information générale, relus par le médecin. Ils ne remplacent pas une consultation.",
  },
];
