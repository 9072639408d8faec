export { renderArticleBody, type RenderedArticleBody } from './render-article-body';
export { detectBodyFormat, type BodyFormat } from './detect-body-format';
export type { TocEntry } from './collect-toc';
