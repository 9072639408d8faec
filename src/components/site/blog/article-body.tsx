/**
 * The body as the server rendered it. The HTML comes from renderArticleBody, which sanitises it,
 * so injecting it here is safe. Tables may scroll sideways on a phone instead of widening the page.
 * A structured body opens with its own <h1>, the article title the header already shows: it stays
 * in the document (its section id keeps its number) but is not displayed a second time.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      data-testid="article-body"
      className="prose prose-lg prose-slate mt-10 max-w-[70ch] prose-headings:scroll-mt-24 prose-headings:font-semibold prose-headings:tracking-tight prose-a:text-primary prose-a:underline-offset-2 prose-img:rounded-xl [&_table]:block [&_table]:overflow-x-auto [&>h1:first-child]:hidden"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: renderArticleBody sanitises the HTML, the single place public HTML is made (decision 002).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
