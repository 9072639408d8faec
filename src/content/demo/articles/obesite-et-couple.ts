import type { DemoArticle } from '../types';

export const obesiteEtCouple: DemoArticle = {
  slug: 'obesite-et-couple',
  title: 'Obésité et vie de couple : en parler sans tabou',
  excerpt:
    'Le poids peut peser sur l’estime de soi, la santé et l’intimité. Comprendre ces liens aide à avancer ensemble, sans reproche et sans régime miracle.',
  status: 'published',
  authorKey: 'medecin',
  categoryKey: 'couple',
  tagKeys: ['couple', 'bien-etre', 'desir'],
  meta_title: 'Obésité et couple : santé, intimité et soutien',
  meta_description:
    'Comment l’excès de poids influence la santé, le désir et la relation de couple, et comment avancer à deux, avec un accompagnement médical adapté.',
  publishedDaysAgo: 19,
  views_count: 967,
  content: `L’obésité est une maladie chronique fréquente au Maroc, chez les femmes comme chez les hommes. On en parle souvent sous l’angle du cœur ou du diabète, beaucoup moins sous celui de la vie de couple. Pourtant, les deux sont liés, et le sujet mérite d’être abordé avec douceur.

## Ce que le poids change dans le corps

Un excès de poids important peut modifier l’équilibre hormonal, fatiguer le cœur et les vaisseaux et favoriser le diabète. Chez l’homme, ces effets peuvent se traduire par des difficultés d’érection. Chez la femme, ils peuvent perturber les cycles et la fertilité.

### Des signes qui doivent faire consulter

- un essoufflement au moindre effort ;
- des ronflements forts, avec des pauses de respiration la nuit ;
- une soif importante ou des envies fréquentes d’uriner ;
- des troubles de l’érection ou des règles très irrégulières.

## Le regard sur soi et sur l’autre

Beaucoup de personnes en surpoids évitent le miroir, la lumière ou la nudité. La gêne vis-à-vis de son propre corps peut éteindre le désir bien plus sûrement que le poids lui-même. Les remarques, même dites « pour plaisanter », blessent et entretiennent un cercle vicieux : on se sent jugé, on mange pour se consoler, on s’isole.

Le stress du quotidien joue aussi un rôle. Il pousse vers le grignotage, perturbe le sommeil et laisse peu de place à la tendresse. L’anxiété liée à l’image de soi peut, de son côté, faire redouter les moments d’intimité.

## Ce qui aide vraiment

Les études et l’expérience des consultations vont dans le même sens : les changements durables se construisent à deux et pas à pas.

| Habitude | Effet attendu | Conseil pratique |
| --- | --- | --- |
| Marcher ensemble | Souffle, humeur, complicité | 30 minutes, plusieurs fois par semaine |
| Cuisiner à la maison | Repas plus équilibrés | Garder le pain et le sucre pour les occasions |
| Dormir suffisamment | Moins de fringales | Des horaires réguliers, écrans éteints |
| Parler sans reproche | Moins de tension | Dire « je » plutôt que « tu » |

Aucun régime express ni produit « brûle-graisse » ne remplace ces habitudes. Certains sont même dangereux pour le cœur.

### Le rôle du conjoint

Soutenir ne veut pas dire surveiller. Mieux vaut proposer une promenade que commenter l’assiette de l’autre. Les encouragements, la patience et les petits gestes d’affection valent mieux que les conseils répétés.

### Quand l’émotion prend le dessus

Si le stress devient envahissant, si l’anxiété empêche de sortir ou de se montrer, ou si la tristesse s’installe, il est important d’en parler. Ces difficultés se soignent et leur prise en charge facilite souvent la perte de poids.

## Quand consulter ?

Le médecin peut faire le point sur :
la tension artérielle et le cœur,
la glycémie et le bilan sanguin,
la vie intime et le moral.

Il peut ensuite proposer un suivi adapté, éventuellement avec un nutritionniste ou un autre spécialiste. L’objectif n’est pas un chiffre idéal sur la balance, mais une meilleure santé et une relation plus sereine.`,
};
