import type { DemoArticle } from '../types';

export const roleDesPreliminaires: DemoArticle = {
  slug: 'role-des-preliminaires',
  title: 'Le rôle des préliminaires dans l’harmonie du couple',
  excerpt:
    'Loin d’être un simple prélude, les préliminaires préparent le corps et l’esprit. Ils comptent pour le plaisir, le confort et la complicité des deux partenaires.',
  status: 'published',
  authorKey: 'medecin',
  categoryKey: 'sexologie',
  tagKeys: ['couple', 'desir'],
  meta_title: 'Le rôle des préliminaires dans le couple',
  meta_description:
    'Pourquoi les préliminaires comptent : préparation du corps, prévention des douleurs, complicité. Des repères médicaux simples pour les couples.',
  publishedDaysAgo: 26,
  views_count: 1530,
  content: `<article>
<header><h1>Le rôle des préliminaires dans l’harmonie du couple</h1></header>
<main>
<p>On les résume parfois à « ce qui vient avant ». En réalité, les préliminaires font pleinement partie de la relation intime. Ils répondent à un besoin physiologique autant qu’affectif, et leur absence explique une bonne partie des insatisfactions et des douleurs évoquées en consultation.</p>

<h2>Ce qui se passe dans le corps</h2>
<p>L’excitation sexuelle provoque un afflux de sang vers les organes génitaux. Chez la femme, elle entraîne la lubrification naturelle et un relâchement des muscles autour du vagin. Ce processus demande du temps, souvent plusieurs minutes, parfois davantage selon la fatigue, le moment du cycle ou les préoccupations du jour.</p>
<p>Sans ce temps de préparation, le rapport peut être inconfortable, voire douloureux. Et une douleur répétée finit par faire redouter l’intimité.</p>

<h3>Chez l’homme aussi</h3>
<p>Les préliminaires ne concernent pas que la femme. Ils permettent à l’homme de se détendre, de réduire la pression de la performance et, pour certains, de mieux maîtriser le moment de l’éjaculation.</p>

<h2>Bien plus qu’une technique</h2>
<p>Il ne s’agit pas d’appliquer une recette. Les gestes qui plaisent varient d’une personne à l’autre et évoluent avec les années. Ce qui compte, c’est l’attention portée à l’autre : un regard, des mots doux, la tendresse, le temps que l’on s’accorde.</p>
<p>La tendresse commence d’ailleurs bien avant la chambre. Un mot gentil dans la journée, un moment partagé sans écran, une aide spontanée dans les tâches du foyer nourrissent le désir autant qu’un geste intime.</p>

<h3>La place de la parole</h3>
<p>Beaucoup de couples n’osent pas se dire ce qu’ils aiment. La communication intime s’apprend, comme toute autre forme de communication : avec bienveillance, sans reproche, en choisissant le bon moment. Dire « j’aime quand tu… » est souvent plus facile à entendre que « tu ne fais jamais… ».</p>
<p>Le dialogue peut aussi passer par les gestes : guider doucement la main de l’autre, ralentir, montrer ce qui fait du bien.</p>

<h2>Quelques idées reçues</h2>
<ul>
<li>« Les préliminaires, c’est pour les jeunes mariés. » Faux : leur rôle reste le même tout au long de la vie, et il grandit même avec l’âge.</li>
<li>« Si elle m’aime, elle doit être prête tout de suite. » Faux : la lubrification dépend du corps, pas de l’amour.</li>
<li>« En parler, c’est manquer de pudeur. » Pas nécessairement : on peut en parler avec respect, dans l’intimité du couple.</li>
</ul>

<h2>Quand demander conseil ?</h2>
<p>Si les rapports restent douloureux malgré une préparation suffisante, si le désir a disparu ou si le sujet est devenu source de tension, une consultation peut aider. Le médecin vérifie qu’il n’existe pas de cause médicale (infection, sécheresse, contraction involontaire), puis accompagne le couple pour rétablir le dialogue et la confiance.</p>
<p>Il n’existe pas de norme à atteindre. Prendre son temps, écouter l’autre et oser en parler restent les meilleurs alliés d’une vie intime épanouie.</p>
</main>
</article>`,
};
