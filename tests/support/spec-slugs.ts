import { AUTO_LINK_RULES } from '../../src/lib/blog/auto-link-rules';

/** The article slugs the specification names (home preview order, fixed images): the demo publishes them. */
export const SPEC_NAMED_SLUGS = [
  'frigidite-et-femme-marocaine',
  'point-g-et-femme-marocaine',
  'obesite-et-couple',
  'role-des-preliminaires',
  'echographie-clinique',
  'communication-couple',
] as const;

/** Those and every auto-link source and target: none of them may be hidden in the demo content. */
export const DEMO_SLUGS_THAT_MUST_BE_PUBLIC: string[] = [
  ...new Set([...SPEC_NAMED_SLUGS, ...AUTO_LINK_RULES.flatMap((rule) => [rule.sourceSlug, rule.targetSlug])]),
];
