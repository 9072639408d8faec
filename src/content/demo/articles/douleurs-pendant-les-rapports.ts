import type { DemoArticle } from '../types';

/** Scheduled a month ahead on purpose: the demo needs an article that is not public yet. */
export const douleursPendantLesRapports: DemoArticle = {
  slug: 'douleurs-pendant-les-rapports',
  title: 'Douleurs pendant les rapports : ne pas rester dans le silence',
  excerpt:
    'Les douleurs lors des rapports intimes sont fréquentes chez les femmes et ne sont jamais « normales ». Elles ont des causes, que l’on peut rechercher et traiter.',
  status: 'scheduled',
  authorKey: 'medecin',
  categoryKey: 'sexologie',
  tagKeys: ['sante-feminine', 'couple'],
  meta_title: 'Douleurs pendant les rapports : causes et solutions',
  meta_description:
    'Douleurs à l’entrée du vagin ou en profondeur : les causes possibles, l’examen médical et les solutions, dans le respect de la pudeur de chacune.',
  scheduledInDays: 30,
  views_count: 0,
  content: `<h2>Une plainte fréquente, rarement exprimée</h2>
<p>Beaucoup de femmes vivent des rapports douloureux pendant des mois, voire des années, sans en parler. Certaines pensent que c’est le prix à payer, d’autres n’osent pas aborder le sujet avec leur mari ou leur médecin. Pourtant, une douleur répétée lors des rapports est un symptôme médical comme un autre, qui mérite d’être pris au sérieux.</p>

<h2>Où se situe la douleur ?</h2>
<h3>À l’entrée du vagin</h3>
<p>La douleur au moment de la pénétration peut être liée à une sécheresse, à une infection (mycose, infection bactérienne), à une irritation de la peau, à une cicatrice après un accouchement ou à une contraction involontaire des muscles qui entourent le vagin. Cette contraction, appelée vaginisme, est un réflexe de protection : elle n’est pas volontaire et ne se commande pas.</p>
<h3>En profondeur</h3>
<p>Une douleur ressentie au fond du ventre pendant les rapports peut révéler une infection des organes génitaux, un kyste de l’ovaire, une endométriose ou des adhérences. Elle justifie toujours un examen et, souvent, une échographie pelvienne.</p>

<h3>Après un accouchement</h3>
<p>Les semaines et les mois qui suivent une naissance sont une période particulière : fatigue, cicatrice éventuelle, sécheresse liée à l’allaitement. Reprendre les rapports progressivement, sans se fixer de délai imposé par l’entourage, et en parler lors de la visite de contrôle permet d’éviter que la douleur ne s’installe.</p>

<h2>Le rôle de l’appréhension</h2>
<p>Quelle que soit sa cause de départ, la douleur crée une appréhension. Le corps se crispe à l’approche du rapport, l’excitation ne vient pas, la lubrification est insuffisante, ce qui augmente encore la douleur. Ce cercle explique que la gêne persiste parfois après la guérison de la cause initiale.</p>

<h2>Comment se passe la consultation ?</h2>
<p>La première étape est l’écoute : depuis quand, où, dans quelles circonstances. L’examen gynécologique, s’il est nécessaire, se fait avec douceur, en expliquant chaque geste, et peut être reporté si la patiente n’est pas prête. Elle peut demander à être accompagnée. Des prélèvements ou une échographie complètent parfois le bilan.</p>

<h2>Quelles solutions ?</h2>
<ul>
<li>traiter une infection ou une sécheresse lorsqu’elle est en cause ;</li>
<li>apprendre à relâcher les muscles du périnée, parfois avec l’aide d’un kinésithérapeute formé ;</li>
<li>reprendre confiance grâce à un accompagnement sexologique, seule ou en couple ;</li>
<li>adapter la vie intime pendant la période de soins : prendre son temps, privilégier la tendresse, suspendre la pénétration si elle fait mal.</li>
</ul>
<p>Les résultats sont en général bons, mais ils demandent du temps et de la patience. Le soutien du conjoint compte beaucoup : comprendre que la douleur n’est ni un refus ni un caprice change souvent la relation.</p>

<h2>À retenir</h2>
<p>Avoir mal pendant les rapports n’est pas normal et ne doit pas être supporté en silence. Une douleur brutale et intense dans le bas-ventre, avec fièvre ou malaise, impose de consulter en urgence ou d’appeler le 141 ou le 15.</p>`,
};
