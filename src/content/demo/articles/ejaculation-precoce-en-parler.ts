import type { DemoArticle } from '../types';

export const ejaculationPrecoceEnParler: DemoArticle = {
  slug: 'ejaculation-precoce-en-parler',
  title: 'Éjaculation précoce : un trouble fréquent qui se prend en charge',
  excerpt:
    'Fréquente à tout âge, l’éjaculation précoce est source de gêne et de silence. Elle a des causes identifiables et des solutions, sans honte ni produit miracle.',
  status: 'published',
  authorKey: 'medecin',
  categoryKey: 'sexologie',
  tagKeys: ['sante-masculine', 'couple'],
  featured_image_url: '/images/articles/featured-rythme.svg',
  featured_image_alt: 'Deux vagues apaisées qui avancent côte à côte',
  meta_title: 'Éjaculation précoce : causes et prise en charge',
  meta_description:
    'Comprendre l’éjaculation précoce, ses causes et les approches qui aident, avec un médecin sexologue, en toute confidentialité.',
  publishedDaysAgo: 63,
  views_count: 1655,
  content: `<h2>Un trouble courant et souvent tu</h2>
<p>L’éjaculation précoce est l’une des difficultés sexuelles masculines les plus fréquentes. Elle concerne des hommes de tous âges, jeunes mariés comme hommes mûrs. Par gêne, beaucoup n’en parlent ni à leur épouse ni à leur médecin, et cherchent des solutions sur internet ou auprès de vendeurs peu scrupuleux.</p>
<p>On parle d’éjaculation précoce lorsque l’éjaculation survient très rapidement, avant que l’homme ne le souhaite, de façon répétée, et que cela entraîne une souffrance personnelle ou dans le couple. Un épisode isolé, après une longue abstinence ou un moment d’émotion, n’a rien d’anormal.</p>

<h2>Deux situations différentes</h2>
<h3>Depuis toujours</h3>
<p>Certains hommes ont toujours eu ce fonctionnement, dès les premiers rapports. Une sensibilité particulière et des habitudes prises à l’adolescence, comme la précipitation par peur d’être surpris, peuvent y contribuer.</p>
<h3>Apparue plus tard</h3>
<p>Chez d’autres, le trouble apparaît après des années de vie sexuelle satisfaisante. Il faut alors rechercher une cause : inflammation de la prostate, problème de thyroïde, difficultés d’érection associées, période de tension ou de conflit conjugal.</p>

<h2>Le cercle de l’appréhension</h2>
<p>Plus un homme redoute d’aller trop vite, plus il est tendu, et plus l’éjaculation a tendance à survenir tôt. Ce cercle entretient le problème. La partenaire, de son côté, peut se sentir frustrée ou penser à tort qu’elle n’est plus désirée. Le silence de part et d’autre aggrave la situation.</p>

<h2>Ce que propose la consultation</h2>
<p>Le médecin commence par écouter et poser des questions précises, sans jugement. Un examen clinique et parfois des analyses permettent d’écarter une cause médicale. Ensuite, plusieurs approches peuvent être associées :</p>
<ul>
<li>des informations claires sur le fonctionnement de l’excitation sexuelle, qui suffisent parfois à dédramatiser ;</li>
<li>des exercices comportementaux pour apprendre à reconnaître les sensations qui précèdent l’éjaculation et à les moduler ;</li>
<li>un travail sur la respiration et le relâchement musculaire ;</li>
<li>lorsque c’est justifié, un traitement médical prescrit et suivi par le médecin.</li>
</ul>
<p>La participation de l’épouse, si le couple le souhaite, améliore souvent les résultats : le trouble se vit à deux et se travaille mieux à deux.</p>

<h3>Attention aux produits vendus sans avis médical</h3>
<p>Crèmes, gélules « naturelles » ou produits achetés en ligne promettent des résultats immédiats. Leur composition est souvent inconnue et certains contiennent des substances dangereuses pour le cœur. Aucun produit ne doit être pris sans avis médical.</p>

<h2>En résumé</h2>
<p>L’éjaculation précoce n’est ni une honte ni une fatalité. Il n’existe pas de solution instantanée, mais une prise en charge adaptée permet à la plupart des hommes de retrouver davantage de maîtrise et de sérénité. Le premier pas est d’en parler à un médecin.</p>`,
};
