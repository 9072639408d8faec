import type MiniSearch from 'minisearch';
import { createSearchEngine, engineQueryOf, KnownWords, matchedStemsOf } from './engine';
import type { SearchPlan } from './query';

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

// Articles indexed between two pauses: building never holds the process's thread for long.
const ARTICLES_PER_STEP = 50;

/**
 * The public articles' search (decision 066), held by each process and built again whenever
 * public content changes: MiniSearch over their texts, and the words they hold for suggestions.
 */
export class ArticleSearch {
  readonly knownWords = new KnownWords();
  private adding = 0;
  private readonly engine: MiniSearch<SearchableArticle> = createSearchEngine<SearchableArticle>(
    FIELD_BOOSTS,
    ['publicFrom', 'createdAt'],
    (written, word) => this.knownWords.add(written, word.term, this.adding),
  );

  get size(): number {
    return this.engine.documentCount;
  }

  get termCount(): number {
    return this.engine.termCount;
  }

  /** Indexes the articles, pausing between steps so the process answers other requests meanwhile. */
  async addAll(articles: readonly SearchableArticle[]): Promise<void> {
    for (let from = 0; from < articles.length; from += ARTICLES_PER_STEP) {
      if (from > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const article of articles.slice(from, from + ARTICLES_PER_STEP)) {
        this.adding = article.publicFrom;
        this.engine.add(article);
      }
    }
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
