import type { DemoArticle } from '../types';

export const contraceptionBienChoisir: DemoArticle = {
  slug: 'contraception-bien-choisir',
  title: 'Contraception : bien choisir sa méthode',
  excerpt:
    'Pilule, stérilet, implant, préservatif… Chaque méthode a ses avantages et ses limites. Un tour d’horizon pour préparer la discussion avec votre médecin.',
  status: 'published',
  authorKey: 'medecin',
  categoryKey: 'prevention',
  tagKeys: ['contraception', 'sante-feminine', 'couple'],
  meta_title: 'Contraception : comment bien choisir sa méthode',
  meta_description:
    'Les principales méthodes de contraception, leur efficacité et leurs contraintes, pour choisir avec votre médecin celle qui vous convient.',
  publishedDaysAgo: 41,
  views_count: 1876,
  content: `Choisir une contraception, c’est trouver la méthode qui correspond à sa santé, à son mode de vie et à ses projets. Il n’existe pas de méthode idéale pour toutes : la meilleure est celle que l’on utilise correctement et sans inquiétude.

## Les grandes familles de méthodes

### Les méthodes hormonales

Elles agissent en bloquant l’ovulation ou en modifiant la glaire du col de l’utérus. On y trouve la pilule (combinée ou progestative seule), l’implant sous la peau, l’injection, le patch et l’anneau vaginal. Elles sont très efficaces lorsqu’elles sont bien utilisées, mais certaines sont déconseillées en cas de tabac après 35 ans, de migraine particulière, d’hypertension ou d’antécédent de phlébite.

### Le dispositif intra-utérin

Le stérilet, au cuivre ou hormonal, est posé par un médecin et reste en place plusieurs années. Il convient aussi aux femmes qui n’ont jamais eu d’enfant, contrairement à une idée répandue.

### Les méthodes barrières

Le préservatif masculin ou féminin empêche la rencontre des spermatozoïdes et de l’ovule. C’est la seule méthode qui protège aussi contre les IST.

### Les méthodes naturelles

L’observation du cycle, le retrait ou l’allaitement exclusif ont une efficacité bien moindre et demandent une grande rigueur.

## Comparer en un coup d’œil

| Méthode | Efficacité en pratique | Protège des infections | Durée d’action |
| --- | --- | --- | --- |
| Stérilet | Très élevée | Non | Plusieurs années |
| Implant | Très élevée | Non | Plusieurs années |
| Pilule | Élevée si prise régulière | Non | Un jour |
| Préservatif | Moyenne | Oui | Un rapport |
| Méthodes naturelles | Faible | Non | Variable |

## Les questions à se poser

- Ai-je des problèmes de santé ou des traitements en cours ?
- Suis-je capable de penser à une prise quotidienne ?
- Est-ce que je souhaite une grossesse dans les prochains mois ?
- Mon conjoint est-il associé à ce choix ?

Le médecin tient compte de vos réponses, de votre tension artérielle, de vos antécédents et parfois d’un bilan sanguin. Il vous explique les effets indésirables possibles et ce qu’il faut faire en cas d’oubli.

## Contraception et protection : deux sujets distincts

Une méthode très efficace contre la grossesse ne protège pas pour autant des infections sexuellement transmissibles. Seul le préservatif réduit ce risque. Dans un couple stable où les deux partenaires ont fait un dépistage, la question se pose différemment qu’avec un nouveau partenaire.

En cas de doute, le dépistage des IST est simple, confidentiel et souvent réalisé par une prise de sang ou un prélèvement. Certaines infections sexuellement transmissibles passent longtemps inaperçues alors qu’elles peuvent nuire à la fertilité.

## Et en cas d’urgence ?

Après un rapport non protégé ou un accident de préservatif, une contraception d’urgence existe.
Plus elle est prise tôt, plus elle est efficace.
Demandez conseil rapidement à votre médecin ou à votre pharmacien.

Elle ne doit pas devenir une méthode habituelle. Si vous vous trouvez souvent dans cette situation, c’est le bon moment pour en reparler en consultation.`,
};
