import type { DemoArticle } from '../types';

export const preparerEchographieThyroide: DemoArticle = {
  slug: 'preparer-echographie-thyroide',
  title: 'Échographie de la thyroïde : ce qu’il faut savoir',
  excerpt:
    'Un nodule palpé, un bilan sanguin perturbé, une gêne dans le cou ? L’échographie de la thyroïde est rapide, indolore et ne demande aucune préparation.',
  status: 'published',
  authorKey: 'generaliste',
  categoryKey: 'echographie',
  tagKeys: ['imagerie', 'depistage'],
  meta_title: 'Échographie de la thyroïde : déroulement et résultats',
  meta_description:
    'Pourquoi faire une échographie de la thyroïde, comment elle se déroule (15 à 20 minutes, sans préparation) et comment comprendre le compte rendu.',
  publishedDaysAgo: 9,
  views_count: 412,
  content: `La thyroïde est une petite glande en forme de papillon, située à la base du cou. Elle fabrique des hormones qui règlent le rythme de nombreux organes : cœur, digestion, température, humeur. Les maladies de la thyroïde sont fréquentes, surtout chez les femmes, et l’échographie est l’examen de référence pour en observer la forme.

## Pourquoi cet examen est-il demandé ?

Le médecin peut le proposer dans plusieurs situations :

1. une boule ou un gonflement à l’avant du cou ;
2. une prise de sang montrant un fonctionnement trop élevé ou trop faible de la glande ;
3. une gêne pour avaler ou une sensation de serrement ;
4. des antécédents familiaux de maladie thyroïdienne ;
5. la surveillance d’un nodule déjà connu.

## Comment se préparer ?

Aucune préparation particulière n’est nécessaire : vous pouvez manger, boire et prendre vos traitements comme d’habitude. Quelques conseils pratiques facilitent toutefois l’examen.

- Portez un haut qui dégage facilement le cou.
- Retirez colliers et foulards avant d’entrer dans la salle.
- Apportez vos dernières analyses de sang et vos anciens comptes rendus.
- Arrivez 10 minutes avant l’heure prévue.

## Le déroulement

### Pendant l’examen

Vous êtes allongé(e) sur le dos, un petit coussin sous les épaules pour bien dégager le cou. Le médecin applique du gel et passe doucement la sonde. On peut vous demander d’avaler votre salive pour observer le mouvement de la glande. L’examen dure 15 à 20 minutes et n’est pas douloureux.

### Ce que le médecin observe

| Élément | Ce qui est mesuré |
| --- | --- |
| Volume de la glande | Taille de chaque lobe |
| Aspect du tissu | Homogène ou non |
| Nodules | Nombre, taille, aspect, contours |
| Ganglions du cou | Présence, forme |

## Comprendre les résultats

Les nodules thyroïdiens sont très fréquents et, dans la grande majorité des cas, bénins. Leur découverte n’est donc pas une raison de s’alarmer. Le compte rendu décrit leurs caractéristiques et propose selon les cas :
une simple surveillance,
un nouveau contrôle dans quelques mois,
ou un prélèvement à l’aiguille fine pour analyse.

Le médecin vous explique la conduite à tenir et, si besoin, vous oriente vers un endocrinologue.

## Bon à savoir

L’échographie ne dit pas si la thyroïde fonctionne trop ou pas assez : seule la prise de sang le montre. Les deux examens sont complémentaires.

L’examen n’utilise aucun rayonnement. Il peut donc être réalisé pendant la grossesse ou l’allaitement, et répété autant que nécessaire pour suivre l’évolution d’un nodule. Il n’exige pas non plus d’arrêter un traitement de la thyroïde : gardez simplement vos habitudes et signalez-les au médecin.

Pour connaître les autres types d’examens réalisés au cabinet et leur préparation, consultez notre article sur [l’échographie clinique](/blog/echographie-clinique).

En cas de gonflement rapide du cou avec difficulté à respirer, appelez sans attendre le 141 ou le 15.`,
};
