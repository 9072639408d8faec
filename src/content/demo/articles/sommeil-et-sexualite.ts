import type { DemoArticle } from '../types';

export const sommeilEtSexualite: DemoArticle = {
  slug: 'sommeil-et-sexualite',
  title: 'Sommeil et sexualité : un lien souvent méconnu',
  excerpt:
    'Mal dormir fatigue le corps, l’humeur… et le désir. À l’inverse, une vie intime apaisée favorise le repos. Comprendre ce lien aide à prendre soin des deux.',
  status: 'published',
  authorKey: 'generaliste',
  categoryKey: 'couple',
  tagKeys: ['sommeil', 'desir', 'bien-etre'],
  featured_image_url: '/images/articles/featured-sommeil.svg',
  featured_image_alt: 'Un croissant de lune au-dessus de collines bleues',
  meta_title: 'Sommeil et sexualité : un lien méconnu',
  meta_description:
    'Comment le manque de sommeil agit sur le désir et les hormones, et quelles habitudes simples aident à mieux dormir et à mieux vivre son intimité.',
  publishedDaysAgo: 88,
  views_count: 538,
  content: `<article>
<header><h1>Sommeil et sexualité : un lien souvent méconnu</h1></header>
<main>
<p>Lorsqu’on évoque une baisse d’envie, on pense rarement au sommeil. Pourtant, les nuits trop courtes ou agitées figurent parmi les causes les plus fréquentes de fatigue sexuelle, chez les femmes comme chez les hommes.</p>

<h2>Ce que le sommeil règle dans le corps</h2>
<p>C’est pendant le sommeil profond que l’organisme récupère et que plusieurs hormones sont produites. Chez l’homme, une partie importante de la testostérone est fabriquée la nuit. Les érections nocturnes, qui surviennent naturellement pendant certaines phases du sommeil, témoignent d’ailleurs du bon fonctionnement des vaisseaux et des nerfs.</p>
<p>Chez la femme, le manque de sommeil perturbe l’équilibre hormonal, l’humeur et la lubrification. Les grossesses, l’allaitement et la ménopause, souvent accompagnés de nuits hachées, rendent cette période plus délicate.</p>

<h2>Les troubles du sommeil à connaître</h2>
<h3>L’insomnie</h3>
<p>Difficulté à s’endormir, réveils nocturnes, réveil trop matinal : l’insomnie est souvent liée aux soucis, aux écrans ou à des horaires irréguliers. Elle rend irritable et éloigne les moments de complicité.</p>
<h3>L’apnée du sommeil</h3>
<p>Des ronflements forts, des pauses respiratoires remarquées par le conjoint, une somnolence dans la journée doivent faire penser à l’apnée du sommeil. Fréquente en cas de surpoids, elle fatigue le cœur et s’accompagne souvent de troubles de l’érection. Elle se diagnostique et se traite.</p>

<h2>Quand l’intimité aide à dormir</h2>
<p>Le lien fonctionne dans les deux sens. Les moments de tendresse et la satisfaction sexuelle favorisent la détente et l’endormissement. Un couple qui se retrouve le soir, même simplement pour parler, dort souvent mieux qu’un couple où chacun s’endort devant son téléphone.</p>

<h3>Le travail de nuit et les horaires décalés</h3>
<p>Les professions de santé, de sécurité, de transport ou de commerce imposent parfois des horaires décalés. Les conjoints se croisent alors sans se retrouver. Dans ces situations, préserver quelques moments réguliers à deux, même courts, compte autant que la durée du sommeil lui-même.</p>

<h2>Des habitudes qui aident</h2>
<ul>
<li>Se coucher et se lever à heures régulières, y compris le week-end.</li>
<li>Éviter les écrans dans la chambre, surtout la dernière heure.</li>
<li>Limiter le café et le thé après le milieu de l’après-midi.</li>
<li>Dîner léger et pas trop tard.</li>
<li>Garder une chambre calme, sombre et fraîche.</li>
</ul>
<p>Les somnifères achetés sans ordonnance ou conseillés par l’entourage ne sont pas une solution durable : ils peuvent créer une dépendance et altérer la qualité du sommeil.</p>

<h2>Quand consulter ?</h2>
<p>Parlez-en à votre médecin si la fatigue persiste malgré des nuits suffisantes, si votre conjoint remarque des pauses respiratoires ou si le manque d’envie dure et vous pèse. Un bilan simple permet souvent de trouver une piste et de retrouver à la fois de meilleures nuits et une vie intime plus sereine.</p>
</main>
</article>`,
};
