/**
 * Automatic internal links (spec section 5): in the body of each source article, the first
 * occurrences of these keywords (whole word, case-insensitive, at most 2 links per article)
 * link to the target article. The contraception, STI and stress slugs are ours to choose.
 */
export const CONTRACEPTION_SLUG = 'contraception-bien-choisir';
export const STI_SLUG = 'ist-depistage-et-prevention';
export const STRESS_SLUG = 'stress-et-maladies-psychosomatiques';

export type AutoLinkRule = { sourceSlug: string; targetSlug: string; keywords: readonly string[] };

export const AUTO_LINK_RULES: readonly AutoLinkRule[] = [
  { sourceSlug: CONTRACEPTION_SLUG, targetSlug: STI_SLUG, keywords: ['IST', 'infections sexuellement transmissibles'] },
  { sourceSlug: STI_SLUG, targetSlug: CONTRACEPTION_SLUG, keywords: ['contraception', 'moyens contraceptifs'] },
  {
    sourceSlug: 'frigidite-et-femme-marocaine',
    targetSlug: 'communication-couple',
    keywords: ['communication', 'dialogue'],
  },
  {
    sourceSlug: 'communication-couple',
    targetSlug: 'frigidite-et-femme-marocaine',
    keywords: ['frigidité', 'baisse du désir'],
  },
  { sourceSlug: 'obesite-et-couple', targetSlug: STRESS_SLUG, keywords: ['stress', 'anxiété'] },
  { sourceSlug: STRESS_SLUG, targetSlug: 'communication-couple', keywords: ['communication', 'dialogue'] },
  { sourceSlug: 'role-des-preliminaires', targetSlug: 'communication-couple', keywords: ['communication', 'dialogue'] },
  {
    sourceSlug: 'point-g-et-femme-marocaine',
    targetSlug: 'role-des-preliminaires',
    keywords: ['préliminaires', 'caresses'],
  },
];

export const MAX_AUTO_LINKS_PER_ARTICLE = 2;

export function autoLinkRuleFor(slug: string): AutoLinkRule | undefined {
  return AUTO_LINK_RULES.find((rule) => rule.sourceSlug === slug);
}
