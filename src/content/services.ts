import { SERVICE_CATALOG, type ServiceSlug } from './service-catalog';

export type ServiceItem = { title: string; text: string };

export type ServicePage = {
  slug: ServiceSlug;
  /** The name the booking message carries ("… concerne la sexologie médicale"). */
  name: string;
  metaTitle: string;
  metaDescription: string;
  heroTitle: string;
  heroText: string;
  benefits: ServiceItem[];
  sections: { title: string; intro?: string; groups: { title?: string; items: ServiceItem[] }[] }[];
  closingTitle: string;
  closingText: string;
};

const catalogName = (slug: ServiceSlug) => SERVICE_CATALOG.find((service) => service.slug === slug)!.name;

const sexologie: ServicePage = {
  slug: 'sexologie-medicale',
  name: catalogName('sexologie-medicale'),
  metaTitle: 'Sexologie médicale à Casablanca (Sidi Maarouf)',
  metaDescription:
    'Consultation de sexologie médicale à Casablanca : troubles de l’érection, éjaculation précoce, vaginisme, baisse du désir. Écoute, confidentialité, sur rendez-vous.',
  heroTitle: 'Sexologie médicale',
  heroText:
    'Les difficultés sexuelles sont fréquentes, souvent passées sous silence, et presque toujours accessibles à un traitement. La consultation offre un temps d’écoute sans jugement, un examen médical quand il est utile et des solutions adaptées à chaque personne et à chaque couple.',
  benefits: [
    {
      title: 'Confidentialité absolue',
      text: 'Le secret médical couvre tout ce qui est dit au cabinet, y compris vis-à-vis de la famille.',
    },
    {
      title: 'Approche médicale',
      text: 'Chaque trouble est évalué dans sa globalité : causes physiques, traitements en cours, facteurs psychologiques.',
    },
    {
      title: 'Homme, femme ou couple',
      text: 'Vous pouvez venir seul(e) ou accompagné(e) ; le partenaire est associé quand vous le souhaitez.',
    },
    {
      title: 'Sans jugement',
      text: 'Les questions intimes sont abordées avec tact, dans le respect de vos valeurs et de votre culture.',
    },
  ],
  sections: [
    {
      title: 'Troubles pris en charge',
      intro: 'Un premier entretien permet de préciser la difficulté, depuis quand elle existe et ce qui la favorise.',
      groups: [
        {
          title: 'Chez l’homme',
          items: [
            {
              title: 'Troubles de l’érection',
              text: 'Difficulté à obtenir ou à maintenir une érection ; elle peut aussi révéler un problème vasculaire, un diabète ou un effet de médicament, qu’il faut rechercher.',
            },
            {
              title: 'Éjaculation précoce',
              text: 'Le trouble sexuel masculin le plus fréquent ; des techniques comportementales et, si besoin, un traitement médical permettent de mieux la contrôler.',
            },
            {
              title: 'Troubles du désir',
              text: 'Baisse ou absence d’envie, liée à la fatigue, au stress, à un déséquilibre hormonal ou à la relation de couple.',
            },
            {
              title: 'Anxiété de performance',
              text: 'La peur de « ne pas y arriver » entretient souvent le trouble ; en parler et la comprendre est déjà une partie du traitement.',
            },
          ],
        },
        {
          title: 'Chez la femme',
          items: [
            {
              title: 'Troubles de l’orgasme',
              text: 'Difficulté ou impossibilité à atteindre l’orgasme, que l’on aborde par l’information, la communication dans le couple et des exercices adaptés.',
            },
            {
              title: 'Vaginisme',
              text: 'Contraction involontaire des muscles du vagin qui rend la pénétration difficile ou impossible ; c’est un trouble fréquent qui se soigne.',
            },
            {
              title: 'Baisse de la libido',
              text: 'Le désir varie au fil de la vie (grossesse, allaitement, ménopause, stress) ; une évaluation médicale aide à en trouver les causes.',
            },
            {
              title: 'Rapports douloureux',
              text: 'Des douleurs pendant ou après les rapports (dyspareunie) ne sont jamais « normales » et méritent un examen pour en trouver l’origine.',
            },
          ],
        },
      ],
    },
  ],
  closingTitle: 'Parler de sexualité à un médecin, c’est déjà avancer',
  closingText: 'Prenez rendez-vous en toute discrétion : le message est envoyé directement au cabinet.',
};

const echographie: ServicePage = {
  slug: 'echographie-clinique',
  name: catalogName('echographie-clinique'),
  metaTitle: 'Échographie clinique à Casablanca (Sidi Maarouf)',
  metaDescription:
    'Échographie abdominale, pelvienne, thyroïdienne et des parties molles au cabinet, à Casablanca. Examen indolore, résultats expliqués pendant la consultation.',
  heroTitle: 'Échographie clinique',
  heroText:
    'L’échographie utilise des ultrasons pour observer les organes : elle est indolore, sans rayons X et sans danger, y compris pendant la grossesse. Réalisée pendant la consultation par un médecin diplômé en échographie, elle permet de répondre rapidement à vos questions.',
  benefits: [
    { title: 'Examen indolore', text: 'Une sonde posée sur la peau avec un gel : pas de piqûre, pas de rayonnement.' },
    {
      title: 'Résultats expliqués',
      text: 'Les images sont commentées avec vous pendant l’examen, dans un langage clair.',
    },
    {
      title: 'Médecin diplômé',
      text: 'Échographies réalisées par un médecin diplômé en échographie d’une faculté française.',
    },
    {
      title: 'Compte rendu remis',
      text: 'Un compte rendu écrit vous est remis pour votre dossier ou votre médecin traitant.',
    },
  ],
  sections: [
    {
      title: 'Types d’échographies réalisées',
      intro: 'Certaines échographies demandent une préparation simple : consultez notre guide avant votre rendez-vous.',
      groups: [
        {
          items: [
            {
              title: 'Échographie abdominale',
              text: 'Foie, vésicule biliaire, pancréas, rate, reins : utile devant des douleurs abdominales ou un bilan hépatique perturbé.',
            },
            {
              title: 'Échographie pelvienne',
              text: 'Vessie, utérus et ovaires chez la femme, vessie et prostate chez l’homme : douleurs pelviennes, troubles des règles, troubles urinaires.',
            },
            {
              title: 'Échographie thyroïdienne',
              text: 'Taille et structure de la thyroïde, recherche et suivi de nodules, en complément du bilan sanguin.',
            },
            {
              title: 'Échographie des parties molles',
              text: 'Grosseur sous la peau, ganglion, kyste, hernie de la paroi, lésion d’un muscle ou d’un tendon.',
            },
          ],
        },
      ],
    },
  ],
  closingTitle: 'Besoin d’une échographie ?',
  closingText:
    'Indiquez le type d’examen dans votre message : nous vous proposerons un créneau et la préparation à suivre.',
};

const medecineGenerale: ServicePage = {
  slug: 'medecine-generale',
  name: catalogName('medecine-generale'),
  metaTitle: 'Médecine générale à Casablanca (Sidi Maarouf)',
  metaDescription:
    'Consultations de médecine générale à Casablanca : maladies courantes, suivi du diabète et de la tension, prévention, certificats. Sur rendez-vous.',
  heroTitle: 'Médecine générale',
  heroText:
    'Le médecin généraliste est votre premier interlocuteur pour tous les problèmes de santé. Il soigne les maladies courantes, suit les maladies chroniques, coordonne les examens et vous oriente vers un spécialiste quand c’est nécessaire.',
  benefits: [
    {
      title: 'Temps d’écoute',
      text: 'Des consultations sur rendez-vous pour prendre le temps de vous examiner et de répondre à vos questions.',
    },
    {
      title: 'Suivi dans la durée',
      text: 'Un médecin qui connaît votre histoire et suit l’évolution de votre santé année après année.',
    },
    {
      title: 'Échographie sur place',
      text: 'Quand elle est utile, une échographie peut compléter l’examen sans vous déplacer ailleurs.',
    },
    {
      title: 'Orientation',
      text: 'Si un avis spécialisé est nécessaire, vous êtes orienté avec un courrier qui résume votre dossier.',
    },
  ],
  sections: [
    {
      title: 'Ce que comprend la consultation',
      groups: [
        {
          items: [
            {
              title: 'Maladies courantes',
              text: 'Fièvre, infections ORL et respiratoires, douleurs, troubles digestifs, problèmes de peau : diagnostic et traitement.',
            },
            {
              title: 'Maladies chroniques',
              text: 'Suivi de l’hypertension, du diabète, du cholestérol et adaptation des traitements selon vos résultats.',
            },
            {
              title: 'Prévention et bilans',
              text: 'Bilan de santé, dépistages adaptés à l’âge, conseils sur l’alimentation, l’activité physique et le tabac.',
            },
            {
              title: 'Certificats médicaux',
              text: 'Certificats d’aptitude au sport, certificats pour le travail ou l’école, après examen.',
            },
          ],
        },
      ],
    },
  ],
  closingTitle: 'Un médecin pour toute la famille',
  closingText:
    'Prenez rendez-vous : précisez le motif de la consultation pour que nous prévoyions le temps nécessaire.',
};

const psychosomatique: ServicePage = {
  slug: 'psychosomatique',
  name: catalogName('psychosomatique'),
  metaTitle: 'Médecine psychosomatique à Casablanca (Sidi Maarouf)',
  metaDescription:
    'Médecine psychosomatique à Casablanca : stress, troubles du sommeil, douleurs et troubles digestifs liés aux émotions. Une prise en charge globale, sur rendez-vous.',
  heroTitle: 'Médecine psychosomatique',
  heroText:
    'Le corps et l’esprit ne fonctionnent pas séparément : un stress prolongé, une anxiété ou un choc émotionnel peuvent se traduire par des symptômes physiques bien réels. La médecine psychosomatique les prend au sérieux, écarte d’abord une cause organique, puis soigne la personne dans son ensemble.',
  benefits: [
    {
      title: 'Symptômes pris au sérieux',
      text: 'Vos douleurs ne sont pas « dans la tête » : elles sont examinées et expliquées.',
    },
    {
      title: 'Bilan médical d’abord',
      text: 'Examen clinique et, si besoin, échographie ou analyses pour ne passer à côté d’aucune maladie.',
    },
    {
      title: 'Approche globale',
      text: 'Le sommeil, le travail, la vie de couple et de famille font partie de la consultation.',
    },
    {
      title: 'Outils concrets',
      text: 'Gestion du stress, respiration, hygiène de vie et, lorsque c’est utile, traitement adapté.',
    },
  ],
  sections: [
    {
      title: 'Situations fréquentes',
      intro:
        'Ces troubles ont souvent plusieurs causes ; le médecin recherche avec vous ce qui les déclenche et les entretient.',
      groups: [
        {
          items: [
            {
              title: 'Stress et épuisement',
              text: 'Fatigue persistante, irritabilité, difficultés de concentration, sentiment de ne plus y arriver.',
            },
            {
              title: 'Troubles du sommeil',
              text: 'Difficultés d’endormissement, réveils nocturnes, sommeil non réparateur.',
            },
            {
              title: 'Troubles digestifs',
              text: 'Douleurs abdominales, ballonnements ou transit perturbé qui s’aggravent dans les périodes de tension.',
            },
            {
              title: 'Douleurs et palpitations',
              text: 'Maux de tête, douleurs musculaires, oppression ou palpitations, après avoir écarté une cause cardiaque.',
            },
          ],
        },
      ],
    },
  ],
  closingTitle: 'Retrouver un équilibre entre le corps et l’esprit',
  closingText: 'Prenez rendez-vous pour un premier bilan : nous prendrons le temps de comprendre ce que vous vivez.',
};

export const SERVICE_PAGES: readonly ServicePage[] = [sexologie, echographie, medecineGenerale, psychosomatique];

export function findServicePage(slug: string): ServicePage | undefined {
  return SERVICE_PAGES.find((page) => page.slug === slug);
}
