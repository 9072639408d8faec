import type MiniSearch from 'minisearch';
import { createSearchEngine, engineQueryOf, KnownWords, matchedStemsOf } from './engine';
import type { SearchPlan } from './query';
import { searchWordOf, wordsOf } from './words';

/** An article as the search takes it: its texts, and what filters and orders it. */
export type SearchableArticle = {
  id: string;
  title: string;
  excerpt: string;
  /** Its category's and tags' names. */
  taxonomy: string;
  /** The words a reader sees in its body (visibleText). */
  body: string;
  /** The instant (ms) from which it is public (publicFrom): a scheduled article is found from its hour. */
  publicFrom: number;
  /** ISO timestamp: the newest first among equally relevant articles. */
  createdAt: string;
};

/** One found article and the stems its passage is highlighted by. */
export type ArticleMatch = { id: string; stems: Set<string> };

// A word of the title says what the article is about more than one of its body.
const FIELD_BOOSTS = { title: 4, excerpt: 2, taxonomy: 2, body: 1 };

// Articles indexed between two pauses: indexing never holds the process's thread for long.
const ARTICLES_PER_STEP = 50;

const FIELDS = Object.keys(FIELD_BOOSTS) as Array<keyof typeof FIELD_BOOSTS>;

const sameArticle = (a: SearchableArticle, b: SearchableArticle) =>
  FIELDS.every((field) => a[field] === b[field]) && a.publicFrom === b.publicFrom && a.createdAt === b.createdAt;

/**
 * The public articles' search (decision 066), held by each process: MiniSearch over their texts,
 * brought up to date whenever public content changes by indexing again only the articles that
 * changed, and the words they hold for suggestions, gathered again at the first suggestion after
 * a change.
 */
export class ArticleSearch {
  private readonly articles = new Map<string, SearchableArticle>();
  private known: Promise<KnownWords> | null = null;
  private readonly engine: MiniSearch<SearchableArticle> = createSearchEngine<SearchableArticle>(FIELD_BOOSTS, [
    'publicFrom',
    'createdAt',
  ]);

  get size(): number {
    return this.engine.documentCount;
  }

  get termCount(): number {
    return this.engine.termCount;
  }

  /**
   * Makes `articles` the indexed ones: those new or changed are indexed (again), those gone are
   * taken out, pausing between steps so the process answers other requests meanwhile.
   */
  async update(articles: readonly SearchableArticle[]): Promise<void> {
    const current = new Set(articles.map((article) => article.id));
    for (const id of this.articles.keys()) if (!current.has(id)) this.remove(id);
    const changed = articles.filter((article) => {
      const indexed = this.articles.get(article.id);
      return !indexed || !sameArticle(indexed, article);
    });
    for (let from = 0; from < changed.length; from += ARTICLES_PER_STEP) {
      if (from > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const article of changed.slice(from, from + ARTICLES_PER_STEP)) {
        if (this.articles.has(article.id)) this.remove(article.id);
        this.engine.add(article);
        this.articles.set(article.id, article);
      }
    }
    if (changed.length > 0) this.known = null;
  }

  private remove(id: string): void {
    this.engine.discard(id);
    this.articles.delete(id);
    this.known = null;
  }

  /**
   * The words of the indexed articles, each public from its first article's hour: gathered at
   * the first suggestion after a change, in steps like the indexing; one gathering serves all.
   */
  knownWords(): Promise<KnownWords> {
    this.known ??= this.gatherKnownWords([...this.articles.values()]);
    return this.known;
  }

  private async gatherKnownWords(articles: readonly SearchableArticle[]): Promise<KnownWords> {
    const known = new KnownWords();
    for (let from = 0; from < articles.length; from += ARTICLES_PER_STEP) {
      if (from > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const article of articles.slice(from, from + ARTICLES_PER_STEP))
        for (const field of FIELDS)
          for (const written of wordsOf(article[field])) {
            const word = searchWordOf(written);
            if (word) known.add(written, word.term, article.publicFrom);
          }
    }
    return known;
  }

  /**
   * The articles public at `now` matching the plan, most relevant first (those matching more
   * words first), the newest first among equals: the first `wanted` of them, and how many match.
   */
  search(plan: SearchPlan, now: Date, wanted: number): { found: ArticleMatch[]; total: number } {
    const nowMs = now.getTime();
    const results = this.engine.search(engineQueryOf(plan, FIELD_BOOSTS), {
      filter: (result) => (result.publicFrom as number) <= nowMs,
    });
    results.sort(
      (a, b) =>
        b.score - a.score ||
        (b.createdAt as string).localeCompare(a.createdAt as string) ||
        String(a.id).localeCompare(String(b.id)),
    );
    return {
      found: results.slice(0, wanted).map((result) => ({ id: String(result.id), stems: matchedStemsOf([result]) })),
      total: results.length,
    };
  }
}
