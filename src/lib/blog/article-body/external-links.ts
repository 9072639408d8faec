import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { Plugin } from 'unified';
import { leavesSite } from '../../site/same-site-address';

/**
 * Links that leave the site (absolute http(s), and protocol-relative `//host` or `/\host`, see
 * same-site-address.ts) open in a new tab without giving that page a handle on ours (rel noopener
 * noreferrer). Other links never carry a target.
 */
export const rehypeExternalLinks: Plugin<[], Root> = function () {
  return (tree) => {
    visit(tree, 'element', (element) => {
      if (element.tagName !== 'a') return;
      const href = element.properties.href;
      if (typeof href === 'string' && leavesSite(href)) {
        element.properties.target = '_blank';
        element.properties.rel = ['noopener', 'noreferrer'];
      } else {
        delete element.properties.target;
      }
    });
  };
};
