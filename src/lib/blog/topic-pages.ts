/**
 * What a topic page (decision 048) says about itself: its title, its description for search
 * engines and its introduction's paragraphs, and whether a tag page may be indexed.
 */

/** A tag page is `noindex` until this many public articles carry the tag: thinner pages are not worth a search result. */
export const TAG_INDEX_MIN_ARTICLES = 3;

export const tagPageIndexable = (publicArticles: number) => publicArticles >= TAG_INDEX_MIN_ARTICLES;

/** The longest introduction staff may write, and the description search engines show at most. */
export const INTRODUCTION_MAX_LENGTH = 1500;
const DESCRIPTION_MAX_LENGTH = 160;

/** The introduction as paragraphs: staff separate them with an empty line. */
export function introductionParagraphs(introduction: string | null): string[] {
  if (!introduction) return [];
  return introduction
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The introduction's first words up to 160 characters, cut at a word, or a sentence naming the topic. */
export function topicDescription(name: string, introduction: string | null): string {
  const text = introductionParagraphs(introduction).join(' ');
  if (!text) return `Les articles du cabinet sur « ${name} » : conseils et explications d’un médecin à Casablanca.`;
  if (text.length <= DESCRIPTION_MAX_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.!?–-]+$/, '')}…`;
}

export type TopicKind = 'category' | 'tag';

/** « Sexologie : articles » or « Articles sur « ménopause » », with the page number after page 1. */
export function topicTitle(kind: TopicKind, name: string, page: number): string {
  const title = kind === 'category' ? `${name} : nos articles` : `Articles sur « ${name} »`;
  return page > 1 ? `${title} – page ${page}` : title;
}
