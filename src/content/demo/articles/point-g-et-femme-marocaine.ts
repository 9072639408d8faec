import type { DemoArticle } from '../types';

export const pointGEtFemmeMarocaine: DemoArticle = {
  slug: 'point-g-et-femme-marocaine',
  title: 'Le point G : ce que l’on sait vraiment',
  excerpt:
    'Zone mystérieuse ou simple mythe ? Ce que la médecine sait du point G, et pourquoi le plaisir féminin ne se résume pas à un « bouton » à trouver.',
  status: 'published',
  authorKey: 'medecin',
  categoryKey: 'sexologie',
  tagKeys: ['sante-feminine', 'desir'],
  meta_title: 'Le point G : ce que dit la médecine',
  meta_description:
    'Anatomie, idées reçues et plaisir féminin : un éclairage médical et pudique sur le point G, pour les femmes et les couples au Maroc.',
  publishedDaysAgo: 12,
  views_count: 2140,
  content: `<h2>Un sujet dont on parle à voix basse</h2>
<p>Le « point G » revient souvent dans les questions posées au cabinet, parfois avec une inquiétude : « Je ne l’ai jamais trouvé, est-ce que j’ai un problème ? ». La réponse est rassurante : non. Comprendre ce que recouvre ce terme permet de sortir de la comparaison et de la pression de la performance.</p>

<h2>Ce que dit l’anatomie</h2>
<p>Le terme désigne une zone située sur la paroi antérieure du vagin, à quelques centimètres de l’entrée. Les études ne décrivent pas d’organe isolé à cet endroit. Elles évoquent plutôt un ensemble : la partie interne du clitoris, qui est bien plus étendu qu’on ne le croit, l’urètre et les tissus qui l’entourent. Chez certaines femmes, la stimulation de cette zone est agréable ; chez d’autres, elle ne procure rien de particulier, voire une gêne. Les deux situations sont normales.</p>

<h3>Une sensibilité propre à chaque femme</h3>
<p>La sensibilité varie d’une femme à l’autre et, chez une même femme, d’un moment à l’autre : selon la fatigue, le cycle, la détente, la confiance envers le partenaire. Il n’y a donc pas de « bonne » manière de ressentir, ni de carte universelle du plaisir.</p>

<h2>Le plaisir féminin se construit</h2>
<p>Chez la femme, l’excitation monte souvent plus progressivement que chez l’homme. Le corps a besoin de temps pour que la lubrification et l’afflux de sang dans les tissus se fassent. C’est tout le sens des préliminaires : les baisers, les mots tendres, les caresses sur l’ensemble du corps préparent à l’intimité et rendent les zones sensibles plus réceptives.</p>
<p>Chercher un point précis sans cette préparation est souvent décevant, voire douloureux. À l’inverse, des caresses patientes et attentives aux réactions de la partenaire comptent bien plus que la recherche d’un endroit « magique ».</p>

<h3>Éviter la pression de la performance</h3>
<p>Les contenus trouvés sur internet présentent parfois le plaisir comme une technique à maîtriser. Cette vision crée des attentes irréalistes et de la culpabilité, chez les femmes comme chez les hommes. Le plaisir partagé repose sur l’écoute, la confiance et le temps accordé aux préliminaires, pas sur un exploit.</p>

<h2>Pudeur, religion et vie intime</h2>
<p>Dans notre société, ces sujets sont rarement abordés, même entre époux. Pourtant, s’intéresser au bien-être de son conjoint dans le cadre du couple est largement valorisé par la tradition. Se renseigner auprès d’un médecin est une démarche respectable et confidentielle.</p>

<h2>Quand consulter ?</h2>
<p>Une consultation est utile si les rapports sont douloureux, si le plaisir a disparu alors qu’il existait, si des saignements ou des pertes inhabituelles apparaissent, ou simplement si des questions vous préoccupent. Le médecin peut répondre, examiner si besoin et orienter. Il n’existe ni traitement ni intervention « pour amplifier le point G » dont l’intérêt soit démontré : méfiez-vous des promesses de ce genre.</p>
<p>En résumé, chaque femme est différente. Mieux connaître son corps, prendre le temps et en parler librement avec son conjoint restent les meilleures pistes vers une intimité sereine.</p>`,
};
