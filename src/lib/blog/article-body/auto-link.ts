import type { Element, Root, Text } from 'hast';
import { h } from 'hastscript';
import { EXIT, SKIP, visit } from 'unist-util-visit';
import { type AutoLinkRule, autoLinkRuleFor, MAX_AUTO_LINKS_PER_ARTICLE } from '../auto-link-rules';
import type { Plugin } from 'unified';
import { articlePath } from '../../site/site-paths';

/** Text under these is never turned into a link. */
const NO_LINK_INSIDE = new Set([
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'code',
  'pre',
  'kbd',
  'samp',
  'script',
  'style',
]);

/** Whole word: no letter or digit (accented ones included) right before or after the keyword. */
export function keywordPattern(keyword: string): RegExp {
  const body = keyword
    .normalize('NFC')
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

function linksTo(tree: Root, path: string): boolean {
  let found = false;
  visit(tree, 'element', (element) => {
    const href = element.tagName === 'a' ? element.properties.href : undefined;
    if (typeof href !== 'string') return;
    try {
      found = new URL(href, 'https://placeholder.invalid').pathname.replace(/\/+$/, '') === path;
    } catch {
      return;
    }
    return found ? EXIT : undefined;
  });
  return found;
}

/** Wraps the first linkable occurrence of the pattern in a link; tells whether there was one. */
function linkFirstOccurrence(tree: Root, pattern: RegExp, href: string): boolean {
  let linked = false;
  visit(tree, (node, index, parent) => {
    if (node.type === 'element' && NO_LINK_INSIDE.has((node as Element).tagName)) return SKIP;
    if (node.type !== 'text' || parent === undefined || index === undefined) return;
    const text = (node as Text).value;
    const match = pattern.exec(text);
    if (!match) return;
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    parent.children.splice(
      index,
      1,
      ...(before ? [{ type: 'text' as const, value: before }] : []),
      h('a', { href }, match[0]),
      ...(after ? [{ type: 'text' as const, value: after }] : []),
    );
    linked = true;
    return EXIT;
  });
  return linked;
}

/**
 * Automatic internal links (spec section 5): the first occurrence of each keyword of the rule links
 * to the target article, at most maxLinks in all, and none when the body already links there.
 */
export function addAutoLinks(tree: Root, rule: AutoLinkRule, maxLinks = MAX_AUTO_LINKS_PER_ARTICLE): void {
  const href = articlePath(rule.targetSlug);
  if (linksTo(tree, href)) return;
  let added = 0;
  for (const keyword of rule.keywords) {
    if (added === maxLinks) return;
    if (linkFirstOccurrence(tree, keywordPattern(keyword), href)) added++;
  }
}

/** Applies the auto-link rule of the article being rendered, if it has one. */
export const rehypeAutoLink: Plugin<[{ slug: string }], Root> = function ({ slug }) {
  return (tree) => {
    const rule = autoLinkRuleFor(slug);
    if (rule) addAutoLinks(tree, rule);
  };
};
