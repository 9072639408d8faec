/**
 * The search bench's made-up articles: French medical words in varying proportions, so some
 * queries match thousands of articles and others a few, as the practice's blog would.
 */
const TOPICS = [
  'échographie',
  'prostate',
  'thyroïde',
  'érection',
  'désir',
  'couple',
  'anxiété',
  'sommeil',
  'diabète',
  'tension',
  'vaginisme',
  'ménopause',
  'fatigue',
  'stress',
  'douleur',
  'grossesse',
  'allaitement',
  'rein',
  'foie',
  'vessie',
];
const FILLER = (
  'le patient consulte souvent après plusieurs mois de gêne et le médecin prend le temps d’écouter son histoire ' +
  'un examen clinique précise la cause puis un traitement adapté est proposé avec un suivi régulier au cabinet ' +
  'les symptômes varient selon l’âge le mode de vie et les antécédents familiaux qu’il faut toujours rechercher'
).split(' ');
const CATEGORIES = ['Sexologie', 'Échographie', 'Médecine générale', 'Psychosomatique', 'Couple', 'Prévention'];
const TAGS = Array.from({ length: 20 }, (_, index) => `Sujet ${TOPICS[index]}`);

/** A deterministic pseudo-random sequence, so every run writes the same articles. */
function random(seed: number): () => number {
  let state = seed * 2654435761;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export function benchArticle(number: number) {
  const next = random(number + 1);
  // A Zipf-like choice: the first topics are common, the last ones rare.
  const topic = () => TOPICS[Math.floor(TOPICS.length * next() ** 2)] as string;
  const words = Array.from({ length: 450 }, () =>
    next() < 0.08 ? topic() : (FILLER[Math.floor(next() * FILLER.length)] as string),
  );
  const paragraphs = Array.from(
    { length: 9 },
    (_, index) => `<p>${words.slice(index * 50, index * 50 + 50).join(' ')}.</p>`,
  );
  const [first, second] = [topic(), topic()];
  return {
    number,
    title: `${first} et ${second} : ce qu’il faut savoir (${number})`,
    slug: `bench-${number}`,
    excerpt: `Comprendre ${first} et ${second} au quotidien.`,
    content: `<h2>${first}</h2>${paragraphs.join('')}`,
    category: CATEGORIES[number % CATEGORIES.length] as string,
    tags: [TAGS[number % TAGS.length] as string],
  };
}

export const ONE_WORD_QUERIES = [
  'échographie',
  'prostate',
  'thyroide',
  'désir',
  'sommeil',
  'vessie',
  'rein',
  'impuissance',
  'écho',
  'traitement',
];
export const THREE_WORD_QUERIES = [
  'échographie de la prostate',
  'douleur stress sommeil',
  'diabète tension fatigue',
  'couple désir ménopause',
  'examen clinique traitement',
  'foie rein vessie',
];
