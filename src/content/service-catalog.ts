/**
 * The four services as the header, footer, home cards and booking buttons need them. Kept apart
 * from the page content (services.ts) so client components can import it without the long texts.
 */
export const SERVICE_CATALOG = [
  {
    slug: 'sexologie-medicale',
    name: 'Sexologie médicale',
    summary:
      'Écoute et prise en charge médicale des difficultés sexuelles de l’homme, de la femme et du couple, dans la confidentialité.',
    icon: 'heart',
  },
  {
    slug: 'echographie-clinique',
    name: 'Échographie clinique',
    summary:
      'Échographies abdominale, pelvienne, thyroïdienne et des parties molles, réalisées et commentées au cabinet.',
    icon: 'scan',
  },
  {
    slug: 'medecine-generale',
    name: 'Médecine générale',
    summary: 'Consultations, suivi des maladies chroniques, prévention et certificats, avec le temps de vous écouter.',
    icon: 'stethoscope',
  },
  {
    slug: 'psychosomatique',
    name: 'Médecine psychosomatique',
    summary: 'Quand le stress et les émotions s’expriment dans le corps : comprendre les symptômes et les soulager.',
    icon: 'brain',
  },
] as const;

export type ServiceSlug = (typeof SERVICE_CATALOG)[number]['slug'];
export type ServiceIcon = (typeof SERVICE_CATALOG)[number]['icon'];
