import type { DemoArticle } from '../types';

export const stressEtMaladiesPsychosomatiques: DemoArticle = {
  slug: 'stress-et-maladies-psychosomatiques',
  title: 'Stress et maladies psychosomatiques : quand le corps parle',
  excerpt:
    'Maux de ventre, palpitations, douleurs sans cause retrouvée : le stress peut s’exprimer par le corps. Ces symptômes sont réels et se prennent en charge.',
  status: 'published',
  authorKey: 'medecin',
  categoryKey: 'psychosomatique',
  tagKeys: ['bien-etre', 'sommeil'],
  meta_title: 'Stress et troubles psychosomatiques : comprendre',
  meta_description:
    'Comment le stress agit sur le corps, quels symptômes il peut provoquer et quelles approches aident vraiment, selon la médecine psychosomatique.',
  publishedDaysAgo: 55,
  views_count: 1210,
  content: `<p>« Vos examens sont normaux, c’est le stress. » Beaucoup de patients ont entendu cette phrase et en sont ressortis frustrés, avec l’impression de ne pas être pris au sérieux. Pourtant, la médecine psychosomatique part d’un principe simple : les émotions et le corps sont étroitement liés, et des symptômes d’origine émotionnelle font réellement souffrir.</p>

<h2>Comment les émotions agissent sur le corps</h2>
<p>Face à une menace, l’organisme libère des hormones qui accélèrent le cœur, tendent les muscles et mobilisent l’énergie. Cette réaction est utile sur une courte durée. Lorsqu’elle se prolonge pendant des semaines ou des mois, elle épuise l’organisme et dérègle plusieurs fonctions : digestion, sommeil, immunité, tension artérielle.</p>

<h2>Des symptômes très variés</h2>
<h3>Les plus fréquents</h3>
<ul>
<li>maux de ventre, ballonnements, alternance de diarrhée et de constipation ;</li>
<li>maux de tête, douleurs de la nuque et du dos ;</li>
<li>palpitations, sensation d’oppression dans la poitrine ;</li>
<li>fatigue persistante, troubles du sommeil ;</li>
<li>poussées d’eczéma ou de psoriasis ;</li>
<li>baisse de la libido, troubles de l’érection, règles irrégulières.</li>
</ul>
<h3>Ne pas conclure trop vite</h3>
<p>Un symptôme ne doit être attribué aux émotions qu’après avoir éliminé une cause organique. Une douleur dans la poitrine, un amaigrissement inexpliqué ou du sang dans les selles demandent toujours un examen médical. En cas de douleur thoracique intense ou de malaise, appelez immédiatement le 141 ou le 15.</p>

<h2>Des facteurs qui s’additionnent</h2>
<p>Surcharge de travail, soucis financiers, conflits familiaux, deuil, maladie d’un proche : les sources de tension se cumulent souvent. Le manque de communication au sein de la famille ou du couple joue un rôle important. Quand on ne peut confier ses difficultés à personne, le corps finit parfois par les exprimer à sa manière.</p>
<p>Dans notre culture, on valorise la patience et la discrétion. Ce sont de belles qualités, mais garder tout pour soi pendant des années a un coût pour la santé.</p>

<h2>Ce qui peut aider</h2>
<h3>La consultation</h3>
<p>Le médecin prend le temps d’écouter l’histoire des symptômes et celle de la personne. Il examine, prescrit si besoin des examens ciblés, puis propose une explication compréhensible. Mettre des mots sur le lien entre émotions et corps soulage souvent à lui seul.</p>
<h3>Au quotidien</h3>
<ul>
<li>une activité physique régulière, même modeste, comme la marche ;</li>
<li>des horaires de sommeil réguliers et moins d’écrans le soir ;</li>
<li>des exercices de respiration lente quelques minutes par jour ;</li>
<li>moins de café et de thé très sucré en fin de journée.</li>
</ul>
<h3>Renouer le lien avec les proches</h3>
<p>Retrouver le dialogue avec son conjoint ou un proche de confiance allège la charge. Une meilleure communication dans le couple réduit les tensions accumulées et aide à traverser les périodes difficiles. Lorsque ce dialogue est bloqué, un accompagnement psychologique peut être proposé.</p>

<h2>Quand s’inquiéter ?</h2>
<p>Consultez rapidement si les symptômes s’aggravent, si vous perdez le sommeil et l’appétit, ou si vous avez des idées noires. En cas de pensées suicidaires, ne restez pas seul : appelez le 141 ou le 15, ou rendez-vous aux urgences. Ces souffrances se soignent, et demander de l’aide est un signe de force.</p>`,
};
