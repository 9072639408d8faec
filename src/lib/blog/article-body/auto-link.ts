import type { Root } from 'hast';
import { findAndReplace } from 'hast-util-find-and-replace';
import { h } from 'hastscript';
import { EXIT, visit } from 'unist-util-visit';
import { type AutoLinkRule, autoLinkRuleFor, MAX_AUTO_LINKS_PER_ARTICLE } from '../auto-link-rules';
import type { Plugin } from 'unified';
import { articlePath } from '../../site/site-paths';

/** Text under these is never turned into a link. */
const NO_LINK_INSIDE = ['a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre', 'kbd', 'samp', 'script', 'style'];

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
  findAndReplace(
    tree,
    [
      pattern,
      (match: string) => {
        if (linked) return false;
        linked = true;
        return h('a', { href }, match);
      },
    ],
    { ignore: NO_LINK_INSIDE },
  );
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
