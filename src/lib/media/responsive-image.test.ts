import { describe, expect, it } from 'vitest';
import { renderArticleBody } from '../blog/article-body/render-article-body';
import { allVariantKeys, buildSrcset, parseUploadKey, planImageWidths, responsiveImage } from './responsive-image';

const KEY = '1763700000000-0123456789ab.jpg';

describe('planImageWidths', () => {
  it('makes every web size of a photo wider than the largest one, the original capped at 1600', () => {
    expect(planImageWidths(4032)).toEqual([480, 800, 1200, 1600]);
    expect(planImageWidths(1600)).toEqual([480, 800, 1200, 1600]);
  });

  it('never upscales: a narrow image keeps its own width as the largest size', () => {
    expect(planImageWidths(1000)).toEqual([480, 800, 1000]);
    expect(planImageWidths(480)).toEqual([480]);
    expect(planImageWidths(300)).toEqual([300]);
  });
});

describe('parseUploadKey', () => {
  it('reads our upload keys, bare or at the end of a public address, and nothing else', () => {
    expect(parseUploadKey(`/uploads/${KEY}`)).toEqual({
      key: KEY,
      stem: '1763700000000-0123456789ab',
      extension: 'jpg',
    });
    expect(parseUploadKey(`https://cdn.example.org/blog/${KEY}?v=1`)?.key).toBe(KEY);
    expect(parseUploadKey('/images/articles/default-banner.svg')).toBeNull();
    expect(parseUploadKey('https://example.org/photo.jpg')).toBeNull();
  });
});

describe('buildSrcset', () => {
  it('names the original by its own key and the smaller copies -w<width>, in both formats', () => {
    const upload = parseUploadKey(KEY)!;
    const widths = [480, 800, 1000];
    expect(buildSrcset(`/uploads/${KEY}`, upload, widths, 'fallback')).toBe(
      '/uploads/1763700000000-0123456789ab-w480.jpg 480w, /uploads/1763700000000-0123456789ab-w800.jpg 800w, /uploads/1763700000000-0123456789ab.jpg 1000w',
    );
    expect(buildSrcset(`/uploads/${KEY}`, upload, widths, 'webp')).toBe(
      '/uploads/1763700000000-0123456789ab-w480.webp 480w, /uploads/1763700000000-0123456789ab-w800.webp 800w, /uploads/1763700000000-0123456789ab-w1000.webp 1000w',
    );
  });

  it('keeps the public base of an S3 address', () => {
    const upload = parseUploadKey(KEY)!;
    expect(buildSrcset(`https://cdn.example.org/b/${KEY}`, upload, [480], 'webp')).toBe(
      'https://cdn.example.org/b/1763700000000-0123456789ab-w480.webp 480w',
    );
  });

  it('lists each stored key once; a WebP upload has no second format', () => {
    expect(allVariantKeys(parseUploadKey('1763700000000-0123456789ab.webp')!, [480, 800])).toEqual([
      '1763700000000-0123456789ab.webp',
      '1763700000000-0123456789ab-w480.webp',
    ]);
    expect(allVariantKeys(parseUploadKey(KEY)!, [480, 800])).toHaveLength(4);
  });
});

describe('responsiveImage', () => {
  it('gives the width and height of the largest copy and a WebP source for a JPEG', () => {
    const image = responsiveImage(`/uploads/${KEY}`, { width: 1600, height: 1200, widths: [480, 800, 1200, 1600] })!;
    expect(image).toMatchObject({ src: `/uploads/${KEY}`, width: 1600, height: 1200, modern: { type: 'image/webp' } });
    expect(image.srcSet.split(', ')).toHaveLength(4);
  });

  it('is null for an address that is not ours or whose sizes are not made yet', () => {
    expect(responsiveImage('/images/articles/default-banner.svg', { width: 1, height: 1, widths: [1] })).toBeNull();
    expect(responsiveImage(`/uploads/${KEY}`, undefined)).toBeNull();
  });
});

describe('article body images', () => {
  const media = new Map([[KEY, { width: 1200, height: 800, widths: [480, 800, 1200] }]]);

  it('gives our uploads srcset, sizes, width, height and lazy loading inside a picture with a WebP source', () => {
    const { html } = renderArticleBody(`Texte.\n\n![Une salle d’attente](/uploads/${KEY})`, { slug: 'a', media });
    expect(html).toContain(
      '<picture><source type="image/webp" srcset="/uploads/1763700000000-0123456789ab-w480.webp 480w',
    );
    expect(html).toMatch(
      /<img src="\/uploads\/1763700000000-0123456789ab\.jpg" alt="Une salle d’attente" srcset="[^"]+1200w" sizes="[^"]+" width="1200" height="800" loading="lazy" decoding="async">/,
    );
  });

  it('leaves other images and a srcset typed by the writer to the sanitiser', () => {
    const { html } = renderArticleBody(
      `<p><img src="/images/a.png" srcset="https://ailleurs.example/x.png 2x" alt="a"></p>`,
      { slug: 'a', media },
    );
    expect(html).toBe('<p><img src="/images/a.png" alt="a"></p>');
  });
});
