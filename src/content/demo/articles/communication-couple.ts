import type { DemoArticle } from '../types';

export const communicationCouple: DemoArticle = {
  slug: 'communication-couple',
  title: 'La communication dans le couple : la clé d’une intimité sereine',
  excerpt:
    'Dire ce que l’on ressent, écouter sans se défendre, aborder l’intimité sans gêne : la parole partagée protège la relation et la santé sexuelle du couple.',
  status: 'published',
  authorKey: 'generaliste',
  categoryKey: 'couple',
  tagKeys: ['couple', 'desir', 'bien-etre'],
  meta_title: 'Communication dans le couple : conseils pratiques',
  meta_description:
    'Comment parler d’intimité, de désir et de difficultés avec son conjoint : des repères simples, respectueux des valeurs de chacun.',
  publishedDaysAgo: 33,
  views_count: 1102,
  content: `<p>Dans beaucoup de foyers, on parle des enfants, du travail, de la famille… et très peu de soi. Avec les années, les non-dits s’accumulent et finissent par éloigner les conjoints. Savoir se parler ne se décrète pas, mais cela s’apprend, à tout âge.</p>

<h2>Pourquoi c’est si difficile</h2>
<p>La pudeur, l’éducation reçue, la peur de blesser ou d’être jugé rendent les conversations intimes délicates. Beaucoup de couples marocains n’ont jamais eu de modèle de parents qui discutaient ouvertement de leurs sentiments. On a appris à « supporter » plutôt qu’à exprimer.</p>
<p>Le résultat est souvent le même : chacun interprète le silence de l’autre. Une fatigue est prise pour un rejet, un refus pour un manque d’amour.</p>

<h2>Quand le silence touche l’intimité</h2>
<p>Les difficultés sexuelles sont parmi les sujets les plus tus. Une baisse du désir chez l’un des deux est fréquente à certaines périodes de la vie : après une naissance, en cas de maladie, de deuil, de soucis professionnels. Si elle n’est pas expliquée, l’autre peut se sentir rejeté et réagir par des reproches, ce qui aggrave la situation.</p>
<p>Le mot « frigidité », encore souvent employé, résume mal ces situations et culpabilise inutilement les femmes. Parler de ce que l’on vit, sans étiquette, permet de comprendre qu’il s’agit d’un passage difficile à traverser ensemble, et non d’un défaut.</p>

<h3>Reconnaître les signaux</h3>
<ul>
<li>On évite de se retrouver seuls.</li>
<li>Les disputes tournent toujours autour des mêmes sujets.</li>
<li>L’un des deux se tait pour « avoir la paix ».</li>
<li>La tendresse du quotidien a disparu.</li>
</ul>

<h2>Quelques repères pour mieux se parler</h2>
<h3>Choisir le bon moment</h3>
<p>Pas pendant une dispute, ni tard le soir quand la fatigue domine. Un moment calme, sans téléphone ni enfants à proximité, se prête mieux aux sujets sensibles.</p>
<h3>Parler de soi</h3>
<p>Dire « je me sens seule » est plus facile à entendre que « tu ne t’occupes jamais de moi ». Exprimer un besoin plutôt qu’un reproche ouvre la discussion au lieu de la fermer.</p>
<h3>Écouter vraiment</h3>
<p>Écouter, c’est laisser l’autre finir, reformuler ce que l’on a compris, ne pas préparer sa réponse pendant qu’il parle. Ce n’est pas forcément être d’accord.</p>

<h2>Et quand on n’y arrive pas seuls ?</h2>
<p>Il arrive que les blocages soient trop anciens ou trop douloureux. Consulter un médecin ou un sexologue n’est pas un aveu d’échec. La consultation offre un espace neutre et confidentiel où chacun peut s’exprimer. Elle permet aussi de rechercher une cause médicale à une baisse du désir, à une douleur ou à une frigidité apparente : trouble hormonal, traitement, fatigue chronique, dépression.</p>
<p>Un couple qui se parle traverse mieux les épreuves, y compris celles de la santé. Le premier pas peut être simple : proposer à son conjoint de lire cet article ensemble.</p>`,
};
