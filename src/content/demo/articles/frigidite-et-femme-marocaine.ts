import type { DemoArticle } from '../types';

export const frigiditeEtFemmeMarocaine: DemoArticle = {
  slug: 'frigidite-et-femme-marocaine',
  title: 'Frigidité et femme marocaine : comprendre sans juger',
  excerpt:
    'Le mot « frigidité » blesse plus qu’il n’explique. Derrière lui se cachent des causes variées, physiques, psychologiques ou relationnelles, qui se prennent en charge.',
  status: 'published',
  authorKey: 'medecin',
  categoryKey: 'sexologie',
  tagKeys: ['desir', 'sante-feminine', 'couple'],
  featured: true,
  meta_title: 'Frigidité chez la femme : causes et prise en charge',
  meta_description:
    'Baisse du désir, absence de plaisir : des causes multiples et des solutions. Un regard médical, sans jugement, adapté aux réalités des femmes au Maroc.',
  publishedDaysAgo: 6,
  views_count: 1284,
  content: `<article>
<header><h1>Frigidité et femme marocaine : comprendre sans juger</h1></header>
<main>
<p>Au cabinet, beaucoup de femmes arrivent avec une phrase qu’elles ont entendue, parfois de la bouche de leur mari ou d’une proche : « tu es froide ». Ce mot fait mal, et il est surtout inexact. Les médecins parlent aujourd’hui de troubles du désir ou de l’excitation, parce que ces difficultés ont des causes, et que ces causes se soignent ou s’apaisent dans la grande majorité des cas.</p>

<h2>Un mot lourd pour une réalité nuancée</h2>
<p>Il n’existe pas de femme « froide » par nature. Le désir sexuel varie au cours de la vie : il fluctue avec la fatigue, les grossesses, l’allaitement, les soucis d’argent ou de famille, la santé. Une période sans envie n’est pas une maladie en soi. On parle de trouble lorsque la situation dure plusieurs mois et qu’elle est vécue comme une souffrance, par la femme elle-même ou au sein du couple.</p>
<p>Reconnaître cette souffrance est déjà un pas important. Beaucoup de patientes ont attendu des années avant d’en parler, par pudeur ou parce qu’elles pensaient que c’était « normal » de ne rien ressentir.</p>

<h2>Des causes souvent multiples</h2>
<h3>Les facteurs physiques</h3>
<p>Certaines situations médicales jouent directement sur le désir : déséquilibres hormonaux, anémie, maladies de la thyroïde, diabète, période qui suit un accouchement, ménopause. Certains traitements au long cours peuvent aussi l’atténuer. Il ne faut jamais les arrêter de soi-même : on en parle avec le médecin qui les a prescrits.</p>
<h4>Quand la douleur s’installe</h4>
<p>Des rapports douloureux finissent presque toujours par éteindre l’envie : le corps apprend à redouter ce qui fait mal. Sécheresse, infection, cicatrice, contraction involontaire des muscles du périnée… ces causes se recherchent par un examen doux et respectueux, toujours avec l’accord de la patiente.</p>
<h3>Les facteurs psychologiques et relationnels</h3>
<p>Anxiété, dépression, souvenirs douloureux, conflits non résolus, manque de tendresse au quotidien : l’esprit et la relation pèsent autant que le corps. L’absence de communication dans le couple revient très souvent. Quand on ne peut pas dire ce qui plaît, ce qui gêne ou ce qui fait peur, le désir se retire peu à peu.</p>

<h2>Le poids du contexte culturel</h2>
<p>Au Maroc comme ailleurs, la sexualité reste entourée de silence. Beaucoup de jeunes femmes arrivent au mariage avec peu d’informations fiables, parfois avec des craintes transmises autour de la nuit de noces. Ce n’est la faute de personne, mais cela peut laisser des traces. Respecter ses valeurs et sa foi n’empêche en rien une vie intime épanouie : les deux vont très bien ensemble.</p>
<p>Le dialogue avec une personne de confiance, puis avec un professionnel, permet de remplacer les idées reçues par des repères exacts.</p>

<h2>Ce que la consultation peut apporter</h2>
<h3>Un premier rendez-vous sans pression</h3>
<p>La première consultation sert à écouter. Le médecin pose des questions sur la santé générale, l’histoire du couple, les traitements en cours. Un examen clinique ou des analyses simples peuvent être proposés, jamais imposés. Tout ce qui est dit reste confidentiel.</p>
<p>Selon les causes trouvées, la prise en charge peut associer le traitement d’un problème médical, des conseils pratiques, un accompagnement sexologique et, souvent, un travail sur la communication entre les deux partenaires.</p>
<h4>Et le mari dans tout cela ?</h4>
<p>Il est le bienvenu, si la patiente le souhaite. Sa présence à une séance aide souvent à renouer le dialogue et à sortir de la culpabilité : le trouble n’appartient pas à une seule personne, il se vit à deux.</p>

<h2>À retenir</h2>
<p>La baisse du désir chez la femme est fréquente, elle a des causes, et elle ne se résume jamais à un trait de caractère. Il n’y a pas de solution miracle, mais il existe presque toujours une amélioration possible. Si vous vous reconnaissez dans ces lignes, parlez-en à votre médecin : c’est une question de santé comme une autre.</p>
</main>
</article>`,
};
