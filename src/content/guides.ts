/**
 * The two practical guides (spec section 2, "Guides"): static content read by the guide pages,
 * footer links and the sitemap.
 */
export const GUIDES = [
  { slug: 'preparer-consultation', title: 'Préparer sa consultation' },
  { slug: 'preparer-echographie', title: 'Préparer son échographie' },
] as const;

export type GuideSlug = (typeof GUIDES)[number]['slug'];

export const CONSULTATION_GUIDE = {
  metaTitle: 'Préparer sa consultation au cabinet',
  metaDescription:
    'Comment préparer votre consultation médicale à Casablanca : documents à apporter, questions à noter, déroulement, confidentialité et conseils pratiques.',
  title: 'Préparer sa consultation',
  intro:
    'Une consultation bien préparée permet de consacrer plus de temps à ce qui compte : vous écouter, vous examiner et répondre à vos questions. Voici quelques repères simples.',
  steps: [
    {
      title: 'Prendre rendez-vous',
      text: 'Les consultations se font uniquement sur rendez-vous. Envoyez un message en indiquant le motif en quelques mots ; vous recevrez une proposition de créneau.',
    },
    {
      title: 'Rassembler vos documents',
      text: 'Ordonnances en cours, analyses et comptes rendus récents, carnet de santé, et la liste des médicaments que vous prenez, y compris sans ordonnance.',
    },
    {
      title: 'Noter vos questions',
      text: 'Écrivez ce qui vous préoccupe, depuis quand, ce qui soulage ou aggrave. Les questions intimes peuvent être notées aussi : cela aide à les aborder.',
    },
    {
      title: 'Arriver un peu en avance',
      text: 'Prévoyez quelques minutes pour vous installer au calme. Le cabinet est au 1er étage, dans le quartier de Sidi Maarouf.',
    },
  ],
  expectations: {
    title: 'Comment se déroule la consultation',
    items: [
      'Un entretien pour comprendre votre demande, vos antécédents et votre mode de vie.',
      'Un examen clinique lorsque c’est utile, toujours expliqué et avec votre accord.',
      'Si besoin, une échographie réalisée sur place pendant la même consultation.',
      'Des explications claires, un traitement ou des examens complémentaires, et un plan de suivi.',
    ],
  },
  moroccoNotes: {
    title: 'Bon à savoir au Maroc',
    items: [
      'Règlement en espèces ou par chèque, en dirhams (MAD).',
      'Pensez à votre attestation ou feuille de soins si vous êtes couvert par l’AMO ou une mutuelle : elle sera remplie pour votre remboursement.',
      'Les consultations peuvent se dérouler en français ou en darija, selon ce qui vous met le plus à l’aise.',
      'Vous pouvez venir accompagné(e) d’un proche ou de votre conjoint(e) ; une partie de l’entretien peut aussi se faire seul(e), si vous le souhaitez.',
    ],
  },
  confidentiality:
    'Tout ce qui est dit au cabinet est protégé par le secret médical, y compris vis-à-vis de la famille. Pour les questions de sexualité, la consultation de sexologie médicale offre un cadre adapté.',
  bookingText:
    'Bonjour Docteur, j’ai lu votre guide pour préparer la consultation et je souhaite prendre rendez-vous. Pourriez-vous m’indiquer vos disponibilités ? Merci.',
};

export const ULTRASOUND_GUIDE = {
  metaTitle: 'Préparer son échographie : jeûne, vessie pleine, durée',
  metaDescription:
    'Préparation de l’échographie abdominale (à jeun 8 heures), pelvienne (1 litre d’eau 1 heure avant), thyroïdienne et des parties molles : durées et conseils.',
  title: 'Préparer son échographie',
  intro:
    'La plupart des échographies demandent peu de préparation, mais certaines consignes sont indispensables pour obtenir des images de bonne qualité. Suivez celles qui correspondent à votre examen.',
  exams: [
    {
      title: 'Échographie abdominale',
      duration: '20 à 30 minutes',
      preparation: [
        'Venir à jeun depuis 8 heures : ni repas, ni boisson sucrée, ni chewing-gum, ni tabac.',
        'Un peu d’eau plate est possible ; prenez vos médicaments habituels sauf avis contraire.',
      ],
      why: 'À jeun, la vésicule biliaire est bien visible et les gaz intestinaux gênent moins l’examen.',
    },
    {
      title: 'Échographie pelvienne',
      duration: '15 à 20 minutes',
      preparation: [
        'Boire 1 litre d’eau 1 heure avant l’examen.',
        'Ne pas uriner avant l’examen : la vessie doit être pleine.',
      ],
      why: 'Une vessie pleine repousse l’intestin et sert de « fenêtre » pour bien voir l’utérus, les ovaires ou la prostate.',
    },
    {
      title: 'Échographie thyroïdienne',
      duration: '15 à 20 minutes',
      preparation: [
        'Aucune préparation particulière.',
        'Évitez les cols roulés, colliers et foulards le jour de l’examen.',
      ],
      why: 'Apportez vos dernières analyses de sang (TSH) et les échographies précédentes pour comparer.',
    },
    {
      title: 'Échographie des parties molles',
      duration: '10 à 20 minutes',
      preparation: [
        'Aucune préparation particulière.',
        'Portez un vêtement qui permet d’accéder facilement à la zone à examiner.',
      ],
      why: 'Signalez si la grosseur a changé de taille ou si elle est douloureuse.',
    },
  ],
  generalTips: {
    title: 'Conseils pour tous les examens',
    items: [
      'Arrivez 10 minutes en avance.',
      'Apportez l’ordonnance ou la lettre de votre médecin, ainsi que vos examens précédents.',
      'L’examen est indolore ; le gel utilisé s’essuie facilement et ne tache pas.',
      'Signalez une grossesse possible ou en cours, une allergie ou une plaie sur la zone examinée.',
    ],
  },
};
