import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import type { Plugin } from 'unified';
import { ARTICLE_IMAGE_SIZES, responsiveImage, sizesOf, type MediaSizesByKey } from '@/lib/media/responsive-image';

/**
 * Images of the body that are our uploads get their web sizes (docs/decisions/041): `srcset`
 * and `sizes`, their `width`/`height`, lazy loading (the body is below the featured image), and
 * a `<picture>` with a WebP source. It runs after the sanitiser: every address it writes is made
 * from a recorded upload, never from the body's text, so the sanitiser's rules stay the only
 * door for what a writer typed.
 */
export const rehypeResponsiveImages: Plugin<[{ media: MediaSizesByKey }], Root> = function ({ media }) {
  return (tree) => {
    visit(tree, 'element', (element, index, parent) => {
      if (element.tagName !== 'img' || !parent || index === undefined) return;
      const src = element.properties.src;
      if (typeof src !== 'string') return;
      const responsive = responsiveImage(src, sizesOf(media, src));
      if (!responsive) return;
      Object.assign(element.properties, {
        srcSet: responsive.srcSet,
        sizes: ARTICLE_IMAGE_SIZES,
        width: responsive.width,
        height: responsive.height,
        loading: element.properties.loading ?? 'lazy',
        decoding: 'async',
      });
      if (!responsive.modern) return SKIP;
      const source: Element = {
        type: 'element',
        tagName: 'source',
        properties: { type: responsive.modern.type, srcSet: responsive.modern.srcSet, sizes: ARTICLE_IMAGE_SIZES },
        children: [],
      };
      parent.children[index] = { type: 'element', tagName: 'picture', properties: {}, children: [source, element] };
      return SKIP;
    });
  };
};
