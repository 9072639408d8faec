/**
 * The search bench's made-up articles (decision 066). Each article has two subjects among many,
 * written often in its text, as a practice's blog would: a subject's word is found in a few
 * hundred articles. The rest of the text draws from a general French vocabulary whose first
 * words are common and whose last ones are rare (a Zipf-like law), and one word,
 * « consultation », is in every article: the worst case, a query that matches the whole blog.
 */
const SUBJECTS = (
  'échographie prostate thyroïde érection désir couple anxiété sommeil diabète tension vaginisme ménopause ' +
  'fatigue stress douleur grossesse allaitement rein foie vessie migraine asthme allergie eczéma psoriasis acné ' +
  'cholestérol obésité nutrition vaccin fièvre toux angine otite sinusite bronchite pneumonie tuberculose hépatite ' +
  'cirrhose pancréas vésicule appendicite hernie varices hémorroïdes constipation diarrhée reflux ulcère gastrite ' +
  'colite intestin côlon rectum coloscopie endoscopie mammographie frottis papillomavirus herpès chlamydia syphilis ' +
  'contraception stérilet pilule préservatif fertilité infertilité ovulation endomètre endométriose fibrome kyste ' +
  'ovaire utérus col sein mastose testicule varicocèle circoncision phimosis éjaculation libido orgasme dyspareunie ' +
  'vulvodynie lubrification andropause testostérone œstrogène progestérone hormone hypophyse surrénale cortisol ' +
  'insuline glycémie hypertension tachycardie arythmie infarctus angor palpitations essoufflement œdème phlébite ' +
  'embolie anticoagulant aspirine antibiotique antalgique anxiolytique antidépresseur somnifère mélatonine insomnie ' +
  'apnée ronflement cauchemar dépression burnout phobie panique obsession addiction tabac alcool cannabis sevrage ' +
  'deuil timidité jalousie infidélité communication tendresse séduction célibat mariage divorce adolescence puberté ' +
  'vieillissement arthrose arthrite rhumatisme ostéoporose fracture entorse tendinite lombalgie sciatique cervicalgie ' +
  'scoliose posture kinésithérapie rééducation massage relaxation méditation hypnose sophrologie respiration ' +
  'thyroïdite goitre nodule biopsie scanner radiographie doppler électrocardiogramme holter bilan analyse prélèvement'
).split(/\s+/);
const GENERAL = (
  'patient médecin traitement examen symptôme suivi question temps cause conseil soin rendez-vous cabinet santé corps ' +
  'vie famille âge semaine mois année jour nuit matin soir repas sport activité travail effort repos habitude ' +
  'douceur confiance écoute parole regard peur honte gêne plaisir bien-être équilibre rythme changement progrès ' +
  'résultat diagnostic dépistage prévention risque facteur signe alerte urgence hôpital spécialiste généraliste ' +
  'infirmier pharmacien ordonnance médicament dose effet durée arrêt reprise étape séance entretien explication ' +
  'information document dossier histoire antécédent parent enfant partenaire conjoint ami entourage soutien ' +
  'sentiment émotion pensée mémoire attention concentration énergie force poids taille peau cheveu ongle main pied ' +
  'jambe bras dos ventre tête cœur poumon sang urine selle eau sel sucre graisse fibre légume fruit viande poisson'
).split(/\s+/);
const CATEGORIES = ['Sexologie', 'Échographie', 'Médecine générale', 'Psychosomatique', 'Couple', 'Prévention'];

/** The word in every article: the worst case of a query. */
export const EVERYWHERE = 'consultation';

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
  const pick = (words: readonly string[], power: number) => words[Math.floor(words.length * next() ** power)] as string;
  const first = pick(SUBJECTS, 1);
  const second = pick(SUBJECTS, 1);
  const word = () => {
    const draw = next();
    if (draw < 0.05) return first;
    if (draw < 0.08) return second;
    if (draw < 0.09) return pick(SUBJECTS, 1);
    return pick(GENERAL, 3);
  };
  const words = Array.from({ length: 450 }, word);
  const paragraphs = Array.from(
    { length: 9 },
    (_, index) => `<p>${words.slice(index * 50, index * 50 + 50).join(' ')}.</p>`,
  );
  return {
    number,
    title: `${first} et ${second} : ce qu’il faut savoir (${number})`,
    slug: `bench-${number}`,
    excerpt: `Comprendre ${first} et ${second} au quotidien.`,
    content: `<h2>${first}</h2><p>Avant la ${EVERYWHERE}.</p>${paragraphs.join('')}`,
    category: CATEGORIES[number % CATEGORIES.length] as string,
    tags: [`Sujet ${first}`],
  };
}

/** One word each: subjects (a few hundred articles), general words (thousands), everyday words. */
export const ONE_WORD_QUERIES = [
  'échographie',
  'prostate',
  'thyroide',
  'vaginisme',
  'insomnie',
  'impuissance',
  'écho',
  'traitement',
  'sommeil',
  'hypnose',
];
export const THREE_WORD_QUERIES = [
  'échographie de la prostate',
  'douleur stress sommeil',
  'diabète tension fatigue',
  'couple désir ménopause',
  'examen suivi traitement',
  'foie rein vessie',
];
/** The worst case: words of every article, so every article matches. */
export const EVERYWHERE_QUERIES = [EVERYWHERE, `${EVERYWHERE} avant`, `la ${EVERYWHERE}`];
/** Words as a patient on a phone types them: one or two letters wrong, and the last word unfinished. */
export const TYPO_QUERIES = [
  'echografie',
  'tiroide',
  'vajinisme',
  'insomie',
  'ejaculasion precoce',
  'contraseption',
  'mal o ventre',
  'menopose',
  'andoscopie',
  'douleur pendant les rapp',
];
