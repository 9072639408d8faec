/**
 * The eight testimonials of the home carousel (fixed content, spec section 3). Patients are named
 * by first name or initials only. Shown without review or rating markup for search engines:
 * self-published reviews are ignored by them, and medical ethics call for restraint.
 */
export type Testimonial = {
  name: string;
  rating: 5;
  relativeDate: string;
  text: string;
  doctorResponse: string;
};

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Karim B.',
    rating: 5,
    relativeDate: 'il y a 2 semaines',
    text: "J'ai longtemps hésité avant de consulter pour un problème intime. Le docteur m'a mis à l'aise dès le premier rendez-vous et m'a expliqué calmement les causes et les solutions. Je me sens enfin écouté.",
    doctorResponse: 'Merci Karim pour votre confiance. Oser en parler est souvent le pas le plus difficile ; bravo de l’avoir fait.',
  },
  {
    name: 'Salma',
    rating: 5,
    relativeDate: 'il y a 1 mois',
    text: "Échographie pelvienne réalisée avec beaucoup de douceur. Chaque image m'a été expliquée et je suis repartie avec le compte rendu. Cabinet calme et très propre.",
    doctorResponse: 'Merci Salma. Comprendre son examen est essentiel pour être rassurée ; c’est pour cela que nous prenons le temps de commenter les images.',
  },
  {
    name: 'M. El Idrissi',
    rating: 5,
    relativeDate: 'il y a 1 mois',
    text: "Médecin de famille depuis des années. Il suit mon diabète et ma tension avec sérieux et n'hésite pas à m'orienter vers un spécialiste quand c'est nécessaire.",
    doctorResponse: 'Merci pour votre fidélité. Votre assiduité aux contrôles fait une vraie différence dans le suivi de votre diabète.',
  },
  {
    name: 'Nadia',
    rating: 5,
    relativeDate: 'il y a 2 mois',
    text: "Je souffrais de douleurs au ventre depuis des mois sans explication. Le docteur a fait le bilan, puis m'a aidée à comprendre le lien avec mon stress au travail. Mes symptômes ont beaucoup diminué.",
    doctorResponse: 'Merci Nadia. Vos symptômes étaient bien réels ; comprendre ce qui les entretient a permis d’agir. Continuez les exercices de respiration.',
  },
  {
    name: 'Y. A.',
    rating: 5,
    relativeDate: 'il y a 3 mois',
    text: "Consultation en couple pour des difficultés qui duraient depuis notre mariage. Un espace où l'on peut enfin parler sans gêne, avec des conseils concrets. Nous avons retrouvé de la complicité.",
    doctorResponse: 'Merci à vous deux. Votre volonté de dialoguer a été la clé ; je vous souhaite de continuer sur ce chemin.',
  },
  {
    name: 'Hicham',
    rating: 5,
    relativeDate: 'il y a 4 mois',
    text: "Rendez-vous obtenu rapidement par message, horaires respectés. L'échographie de la thyroïde a été faite pendant la consultation, sans devoir aller ailleurs.",
    doctorResponse: 'Merci Hicham. Nous tenons à respecter les horaires : votre temps compte autant que le nôtre.',
  },
  {
    name: 'Fatima Z.',
    rating: 5,
    relativeDate: 'il y a 5 mois',
    text: "Un médecin d'une grande expérience, patient et respectueux. Il prend le temps de répondre à toutes les questions, même celles que l'on n'ose pas poser.",
    doctorResponse: 'Merci Fatima. Il n’y a pas de question gênante en consultation ; n’hésitez jamais à les poser.',
  },
  {
    name: 'Omar',
    rating: 5,
    relativeDate: 'il y a 6 mois',
    text: "Venu pour des troubles du sommeil et une grande fatigue. Le docteur a d'abord écarté une cause physique, puis m'a proposé un suivi adapté. Je dors beaucoup mieux.",
    doctorResponse: 'Merci Omar. Le sommeil est un pilier de la santé ; gardez les bonnes habitudes que nous avons mises en place.',
  },
];
