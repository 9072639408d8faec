import type { DemoArticle } from '../types';

/** Left as a draft on purpose: the demo needs an article that the public site never shows. */
export const menopauseEtVieIntime: DemoArticle = {
  slug: 'menopause-et-vie-intime',
  title: 'Ménopause et vie intime : une nouvelle étape',
  excerpt:
    'Bouffées de chaleur, sécheresse, fatigue : la ménopause change le corps, pas le droit à une vie intime épanouie. Ce qui se passe et ce qui peut aider.',
  status: 'draft',
  authorKey: 'medecin',
  categoryKey: 'sexologie',
  tagKeys: ['sante-feminine', 'desir'],
  meta_title: 'Ménopause et vie intime : ce qui change',
  meta_description:
    'Les effets de la ménopause sur le corps et la sexualité, et les solutions à discuter avec son médecin pour garder une vie intime sereine.',
  views_count: 0,
  content: `La ménopause marque l’arrêt définitif des règles, le plus souvent autour de cinquante ans. Elle est une étape naturelle, mais les changements qui l’accompagnent peuvent être mal vécus, d’autant qu’on en parle peu, même entre femmes d’une même famille.

## Ce qui change dans le corps

La baisse des hormones féminines entraîne des modifications progressives :

- bouffées de chaleur et sueurs nocturnes ;
- sommeil plus léger, fatigue ;
- sécheresse de la peau et des muqueuses, notamment vaginales ;
- humeur plus fragile chez certaines femmes ;
- fragilisation des os sur le long terme.

Toutes les femmes ne ressentent pas ces signes avec la même intensité. Certaines traversent cette période presque sans gêne, d’autres en souffrent beaucoup.

## Les effets sur la vie intime

### La sécheresse vaginale

C’est la plainte la plus fréquente. Les muqueuses deviennent plus fines et moins lubrifiées, ce qui peut rendre les rapports inconfortables, voire douloureux. Ce n’est pas une fatalité : des soins locaux existent et se discutent avec le médecin.

### Le désir

Le désir peut diminuer, rester stable ou même augmenter, libéré de la crainte d’une grossesse. La fatigue, les soucis et l’image de soi comptent souvent davantage que les hormones.

### Le regard sur soi

Prise de poids, changements de la peau et des cheveux : certaines femmes se sentent moins désirables à cette période. En parler, avec son conjoint ou avec le médecin, permet souvent de relativiser. Le corps change, mais la capacité à éprouver du plaisir demeure.

## Ce qui peut aider

| Difficulté | Pistes à discuter en consultation |
| --- | --- |
| Sécheresse | Soins locaux hydratants ou hormonaux |
| Bouffées de chaleur | Hygiène de vie, traitement si gêne importante |
| Sommeil | Horaires réguliers, chambre fraîche |
| Moral | Écoute, activité physique, accompagnement |

L’activité physique régulière, la marche en particulier, améliore le sommeil, le moral et la santé des os. Elle aide aussi à garder un poids stable.

Un traitement hormonal peut être proposé dans certaines situations, après un bilan et en tenant compte des antécédents personnels et familiaux. La décision se prend au cas par cas, avec le médecin.

## Garder le lien dans le couple

Les années de ménopause coïncident souvent avec d’autres changements : départ des enfants, retraite, santé du conjoint. C’est aussi l’occasion de se retrouver à deux.
Prendre davantage de temps pour la tendresse,
expliquer à son mari ce que l’on ressent,
oser consulter ensemble :
ces gestes simples aident beaucoup.

## Quand consulter ?

Consultez si les symptômes gênent votre quotidien, si des saignements réapparaissent après l’arrêt des règles (ce signe doit toujours être vérifié) ou si la vie intime est devenue source d’inquiétude. Un suivi gynécologique régulier reste recommandé après la ménopause, notamment pour le dépistage des cancers féminins.`,
};
