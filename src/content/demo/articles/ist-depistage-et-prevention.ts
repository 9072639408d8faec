import type { DemoArticle } from '../types';

export const istDepistageEtPrevention: DemoArticle = {
  slug: 'ist-depistage-et-prevention',
  title: 'IST : se faire dépister et se protéger',
  excerpt:
    'Les infections sexuellement transmissibles sont fréquentes et souvent silencieuses. Le dépistage est simple et confidentiel, et la plupart se traitent bien.',
  status: 'published',
  authorKey: 'medecin',
  categoryKey: 'prevention',
  tagKeys: ['depistage', 'contraception', 'couple'],
  meta_title: 'IST : dépistage, traitement et prévention',
  meta_description:
    'Symptômes, dépistage confidentiel, traitement et prévention des infections sexuellement transmissibles : les réponses d’un médecin.',
  publishedDaysAgo: 48,
  views_count: 1398,
  content: `<article>
<header><h1>IST : se faire dépister et se protéger</h1></header>
<main>
<p>Les infections sexuellement transmissibles (IST) touchent des personnes de tout âge et de tout milieu. Elles ne disent rien de la moralité de quiconque : il suffit d’un seul contact avec un partenaire porteur, parfois sans le savoir. En parler simplement est la meilleure façon de les prévenir.</p>

<h2>Les infections les plus courantes</h2>
<p>Elles sont dues à des bactéries (chlamydia, gonocoque, syphilis), à des virus (papillomavirus, herpès, hépatite B, VIH) ou à des parasites. Certaines se guérissent complètement avec un traitement adapté, d’autres se contrôlent très bien sur le long terme.</p>

<h2>Des signes parfois absents</h2>
<p>Beaucoup d’infections ne donnent aucun symptôme pendant des mois. D’autres se manifestent par :</p>
<ul>
<li>des pertes inhabituelles ou malodorantes ;</li>
<li>des brûlures en urinant ;</li>
<li>des démangeaisons, des boutons ou des petites plaies sur les organes génitaux ;</li>
<li>des douleurs dans le bas-ventre ou pendant les rapports.</li>
</ul>
<p>Ces signes ne sont pas spécifiques : seul un examen permet de savoir de quoi il s’agit. Ne prenez pas de traitement sur les conseils d’un proche ou d’internet.</p>

<h2>Le dépistage en pratique</h2>
<h3>Quand le faire ?</h3>
<p>Un dépistage est recommandé avant d’arrêter le préservatif avec un nouveau partenaire, après un rapport à risque, en cas de symptômes, ou pendant la grossesse. Il peut aussi faire partie d’un bilan avant le mariage, à la demande du couple.</p>
<h3>Comment se déroule-t-il ?</h3>
<p>Selon les infections recherchées, il repose sur une prise de sang, un prélèvement urinaire ou un prélèvement local, indolore ou peu désagréable. Les résultats sont remis à la personne concernée, en toute confidentialité.</p>
<h4>Si le résultat est positif</h4>
<p>Le médecin explique le traitement et la durée pendant laquelle il faut éviter les rapports. Le ou la partenaire doit souvent être traité aussi, sinon l’infection revient. Le médecin peut vous aider à trouver les mots pour lui en parler.</p>

<h2>Se protéger au quotidien</h2>
<p>Le préservatif, masculin ou féminin, reste le seul moyen qui protège à la fois des IST et de la grossesse. Les autres moyens contraceptifs, comme la pilule ou le stérilet, sont très efficaces pour éviter une grossesse mais n’offrent aucune protection contre les infections.</p>
<p>Choisir sa contraception et penser à sa protection sont donc deux réflexions complémentaires. Un couple peut associer deux moyens contraceptifs, par exemple un stérilet et le préservatif, tant que les dépistages n’ont pas été faits.</p>
<h3>La vaccination</h3>
<p>Des vaccins efficaces existent contre l’hépatite B et contre certains papillomavirus responsables du cancer du col de l’utérus. Demandez à votre médecin si vous êtes à jour.</p>
<h4>Après un rapport à risque</h4>
<p>Consultez sans attendre, idéalement dans les 48 heures : un traitement préventif contre le VIH peut être proposé dans certaines situations, et une contraception d’urgence peut être discutée si besoin.</p>

<h2>En résumé</h2>
<p>Les IST sont fréquentes, souvent discrètes, et se soignent d’autant mieux qu’elles sont découvertes tôt. Le dépistage est un geste de responsabilité envers soi et envers l’autre, pas un aveu de faute.</p>
</main>
</article>`,
};
