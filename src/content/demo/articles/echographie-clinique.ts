import type { DemoArticle } from '../types';

export const echographieClinique: DemoArticle = {
  slug: 'echographie-clinique',
  title: 'L’échographie clinique : un examen simple et sans danger',
  excerpt:
    'Indolore, sans rayons et réalisée au cabinet, l’échographie aide le médecin à mieux comprendre vos symptômes. Déroulement, préparation et durée de chaque examen.',
  status: 'published',
  authorKey: 'medecin',
  categoryKey: 'echographie',
  tagKeys: ['imagerie'],
  featured: true,
  meta_title: 'L’échographie clinique au cabinet : mode d’emploi',
  meta_description:
    'Abdominale, pelvienne, thyroïdienne ou des parties molles : comment se préparer à une échographie, combien de temps elle dure et à quoi elle sert.',
  publishedDaysAgo: 3,
  views_count: 845,
  content: `L’échographie utilise des ultrasons, des ondes sonores inaudibles, pour former une image des organes en temps réel. Elle n’expose à aucun rayonnement : elle peut être répétée sans risque, y compris pendant la grossesse. Réalisée par le médecin lui-même pendant la consultation, elle complète l’interrogatoire et l’examen clinique.

## À quoi sert l’échographie clinique ?

Elle permet d’observer des organes pleins ou remplis de liquide et d’orienter rapidement le diagnostic :

- **abdomen** : foie, vésicule biliaire, reins, pancréas, rate ;
- **pelvis** : vessie, utérus et ovaires, prostate ;
- **thyroïde** : nodules, volume de la glande ;
- **parties molles** : boule sous la peau, ganglion, tendon, kyste.

Elle ne remplace pas toujours les autres examens. Selon ce qu’elle montre, le médecin peut proposer une prise de sang, un scanner ou l’avis d’un autre spécialiste.

## Comment se déroule l’examen ?

Vous êtes installé(e) allongé(e), la zone à examiner découverte. Le médecin applique un gel froid mais inoffensif puis déplace une petite sonde sur la peau. Il peut vous demander de respirer profondément, de bloquer votre respiration ou de changer de position. L’examen n’est pas douloureux ; une légère pression peut seulement être ressentie.

### Durée et préparation selon l’examen

| Examen | Durée | Préparation |
| --- | --- | --- |
| Abdominale | 20 à 30 min | À jeun depuis 8 heures |
| Pelvienne | 15 à 20 min | Boire 1 litre d’eau 1 heure avant, sans uriner |
| Thyroïdienne | 15 à 20 min | Aucune |
| Parties molles | 10 à 20 min | Aucune |

Dans tous les cas, merci d’arriver 10 minutes avant l’heure du rendez-vous.

### Pourquoi ces consignes ?

#### Le jeûne avant l’échographie abdominale

Après un repas, la vésicule biliaire se vide et l’intestin se remplit d’air, ce qui gêne la vue. Huit heures sans manger donnent des images bien plus nettes. Vous pouvez boire un peu d’eau plate et prendre vos traitements habituels, sauf avis contraire du médecin.

#### La vessie pleine avant l’échographie pelvienne

Une vessie bien remplie repousse l’intestin et sert de « fenêtre » pour voir l’utérus, les ovaires ou la prostate. C’est un peu inconfortable, mais l’examen est court.

## Que faut-il apporter ?

Pensez à prendre avec vous :
vos anciens comptes rendus d’échographie ou de radiologie,
vos dernières analyses de sang,
la liste de vos traitements en cours.

Ces documents permettent de comparer les images et d’éviter des examens inutiles.

## Et après ?

Le médecin vous explique ce qu’il a vu à la fin de l’examen et vous remet un compte rendu. Si une anomalie est découverte, il vous indique la suite à donner, sans vous laisser seul(e) avec vos questions. La plupart des échographies sont rassurantes.

En cas de douleur abdominale brutale et intense, de fièvre élevée ou de malaise, n’attendez pas un rendez-vous : appelez le 141 ou le 15.`,
};
