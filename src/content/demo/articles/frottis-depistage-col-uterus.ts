import type { DemoArticle } from '../types';

/** Archived on purpose: the demo needs a once-published article that the public site hides. */
export const frottisDepistageColUterus: DemoArticle = {
  slug: 'frottis-depistage-col-uterus',
  title: 'Le frottis : un geste simple pour prévenir le cancer du col',
  excerpt:
    'Le cancer du col de l’utérus se prévient très bien grâce au frottis et à la vaccination. À quoi sert cet examen, quand le faire et comment il se passe.',
  status: 'archived',
  authorKey: 'generaliste',
  categoryKey: 'prevention',
  tagKeys: ['depistage', 'sante-feminine'],
  meta_title: 'Frottis et dépistage du cancer du col de l’utérus',
  meta_description:
    'Pourquoi et quand faire un frottis, comment il se déroule et comment comprendre le résultat : l’essentiel sur le dépistage du cancer du col.',
  publishedDaysAgo: 118,
  views_count: 2310,
  content: `<p>Le cancer du col de l’utérus est l’un des cancers féminins les plus fréquents au Maroc. C’est aussi l’un de ceux que l’on sait le mieux prévenir : il se développe lentement, en plusieurs années, à partir de lésions que le dépistage repère et que l’on traite avant qu’elles ne deviennent dangereuses.</p>

<h2>Une infection à l’origine</h2>
<p>Presque tous ces cancers sont liés à une infection persistante par certains papillomavirus humains, transmis lors des rapports intimes. Cette infection est très courante et disparaît spontanément dans la majorité des cas. Chez une minorité de femmes, elle persiste et peut provoquer des lésions du col. Avoir ce virus ne dit rien de la fidélité de quiconque : il peut rester silencieux pendant des années.</p>

<h2>Le frottis, comment ça se passe ?</h2>
<p>L’examen se fait en consultation, en quelques minutes. La patiente est installée en position gynécologique. Le médecin place un spéculum pour voir le col, puis prélève quelques cellules à sa surface à l’aide d’une petite brosse. Le geste peut être un peu désagréable, mais il n’est pas douloureux. Le prélèvement est envoyé au laboratoire.</p>
<h3>Quelques conseils pour le jour de l’examen</h3>
<ul>
<li>Éviter la période des règles.</li>
<li>Ne pas faire de toilette vaginale ni utiliser d’ovule dans les 48 heures précédentes.</li>
<li>Signaler une éventuelle grossesse ou un traitement en cours.</li>
</ul>
<p>Vous pouvez demander à être examinée par une femme médecin, ou être accompagnée par une personne de confiance : ces demandes sont légitimes.</p>

<h2>À quel rythme ?</h2>
<p>Le dépistage est généralement recommandé à partir de 25 ans chez les femmes ayant eu des rapports, puis à intervalle régulier jusqu’à 65 ans. Le rythme exact dépend de l’âge, du type de test utilisé et des résultats précédents : votre médecin vous indique celui qui vous convient.</p>

<h2>Comprendre le résultat</h2>
<p>Dans la plupart des cas, le résultat est normal. Un résultat anormal ne signifie pas qu’il y a un cancer : il indique le plus souvent une infection ou une lésion débutante, qui nécessite un contrôle ou un examen complémentaire du col. Le médecin vous explique la suite, étape par étape.</p>

<h2>La vaccination, une protection complémentaire</h2>
<p>Un vaccin protège contre les papillomavirus les plus à risque. Il est plus efficace lorsqu’il est fait avant le début de la vie sexuelle, mais il ne remplace pas le frottis : les femmes vaccinées doivent continuer le dépistage.</p>

<h2>Les signes qui doivent faire consulter</h2>
<p>Sans attendre la date du prochain frottis, consultez en cas de saignements après les rapports ou entre les règles, de pertes inhabituelles ou de douleurs pelviennes persistantes. Ces signes ont souvent une cause bénigne, mais ils méritent toujours un examen.</p>`,
};
