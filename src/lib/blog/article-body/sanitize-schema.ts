import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

const NUMBERED_HEADING_ID: [string, RegExp] = ['id', /^section-\d+$/];
// Ids other than ours only when prefixed (GFM footnotes): a bare id could clobber page globals.
const PREFIXED_ID: [string, RegExp] = ['id', /^user-content-/];

const defaultAttributes = defaultSchema.attributes ?? {};

/**
 * GitHub-style sanitising (no script, no event handler, only http(s)/mailto links and http(s)
 * images, relative URLs allowed) plus what article bodies need: our section ids unprefixed,
 * figures, image sizes and lazy loading, and the rel/target set on external links.
 */
export const articleSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'figure', 'figcaption'],
  // Elements whose content is code or a nested document, not text to show.
  strip: ['script', 'style', 'iframe', 'noscript', 'template', 'object', 'embed', 'textarea', 'title', 'select'],
  clobber: (defaultSchema.clobber ?? []).filter((name) => name !== 'id'),
  attributes: {
    ...defaultAttributes,
    '*': [...(defaultAttributes['*'] ?? []).filter((name) => name !== 'id'), PREFIXED_ID],
    a: [...(defaultAttributes.a ?? []), ['target', '_blank'], ['rel', 'noopener', 'noreferrer', 'nofollow']],
    h1: [NUMBERED_HEADING_ID],
    h2: [NUMBERED_HEADING_ID],
    h3: [NUMBERED_HEADING_ID],
    h4: [NUMBERED_HEADING_ID],
    h5: [NUMBERED_HEADING_ID],
    img: [...(defaultAttributes.img ?? []), 'width', 'height', ['loading', 'lazy', 'eager']],
  },
};
