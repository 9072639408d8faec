/**
 * The search bench (decision 066): `npm run bench:search`. For each engine, in a child process of
 * its own: a fresh database (a temporary SQLite file; a throwaway PostgreSQL cluster), 2,000
 * public articles (the design load) written through the editor's own write path, then:
 * - the process's index: the time to build it at the first search and the heap it holds;
 * - the time to build it again after one article is edited (the next search waits for it);
 * - one search at a time, never cached, through the search page's own function (plan, ranked
 *   page of 10, passages): p50 and p99 by kind of query, typos included;
 * - distinct made-up queries, with the heap before and after (bounded work per query).
 *
 * BENCH_SEARCH_ARTICLES (2000), BENCH_SEARCH_SECONDS (5 per kind of query), BENCH_SEARCH_FLOOD (2000),
 * BENCH_SEARCH_ENGINES (`sqlite,postgres`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresUrl } from '../tests/support/test-database-info';
import { throwawayPostgres } from '../tests/support/throwaway-postgres';
import {
  benchArticle,
  EVERYWHERE_QUERIES,
  ONE_WORD_QUERIES,
  THREE_WORD_QUERIES,
  TYPO_QUERIES,
} from './bench/search-corpus';

const ARTICLES = Number(process.env.BENCH_SEARCH_ARTICLES || 2_000);
const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS || 5);
const ENGINES = (process.env.BENCH_SEARCH_ENGINES || 'sqlite,postgres').split(',');
const FLOOD_QUERIES = Number(process.env.BENCH_SEARCH_FLOOD || 2_000);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (value: number) => value.toFixed(1);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function heapAfterGc(): number {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
}

/**
 * One search at a time for SECONDS, cycling through the queries: every latency, sorted, and the
 * CPU one search costs this process (on SQLite the database's work too), whatever the machine's load.
 */
async function oneAtATime(queries: readonly string[], search: (query: string) => Promise<unknown>) {
  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  const until = performance.now() + SECONDS * 1000;
  for (let next = 0; performance.now() < until; next += 1) {
    const started = performance.now();
    await search(queries[next % queries.length] as string);
    latencies.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return {
    latencies: latencies.sort((a, b) => a - b),
    cpuPerSearch: (cpu.user + cpu.system) / 1000 / latencies.length,
  };
}

/** The wall time and this process's CPU time of `work`, in ms. */
async function timed<T>(work: () => Promise<T>): Promise<{ wall: number; cpu: number; result: T }> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const cpu = process.cpuUsage(cpuBefore);
  return { wall: performance.now() - started, cpu: (cpu.user + cpu.system) / 1000, result };
}

async function writeArticles(engine: string): Promise<void> {
  const { db } = await import('@/server/db/client');
  const { insertPostIn } = await import('@/server/blog/post-writes');
  const { createCategory, createTag } = await import('@/server/blog/taxonomy');
  const categories = new Map<string, string>();
  const tags = new Map<string, string>();
  const started = performance.now();
  for (let from = 0; from < ARTICLES; from += 500) {
    const batch = Array.from({ length: Math.min(500, ARTICLES - from) }, (_, offset) => benchArticle(from + offset));
    for (const article of batch) {
      if (!categories.has(article.category))
        categories.set(article.category, (await createCategory({ name: article.category })).id);
      for (const tag of article.tags) if (!tags.has(tag)) tags.set(tag, (await createTag({ name: tag })).id);
    }
    await db()
      .transaction()
      .execute(async (trx) => {
        for (const article of batch)
          await insertPostIn(
            trx,
            crypto.randomUUID(),
            {
              title: article.title,
              slug: article.slug,
              content: article.content,
              excerpt: article.excerpt,
              featured_image_url: null,
              featured_image_alt: null,
              status: 'published',
              published_at: null,
              scheduled_at: null,
              meta_title: null,
              meta_description: null,
              author_id: null,
              category_id: categories.get(article.category) ?? null,
              featured: false,
              allow_comments: true,
              tag_ids: article.tags.map((tag) => tags.get(tag) as string),
              reviewer_id: null,
              sources: [],
            },
            { createdAt: new Date(Date.UTC(2024, 0, 1) + article.number * 3_600_000).toISOString() },
          );
      });
  }
  console.log(
    `[${engine}] ${ARTICLES} public articles written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The index's build time and heap, then its rebuild after one edited article. */
async function indexCost(engine: string): Promise<void> {
  const { currentSearchIndex } = await import('@/server/search/search-index');
  const { updatePost } = await import('@/server/blog/post-writes');
  const { db } = await import('@/server/db/client');
  const before = heapAfterGc();
  const built = await timed(() => currentSearchIndex());
  const { articles } = built.result;
  console.log(
    `[${engine}] index: ${articles.size} articles, ${articles.termCount} terms, built in ${ms(built.wall)} ms (${ms(built.cpu)} ms of CPU), ${mb(heapAfterGc() - before)} MB of heap`,
  );
  const edited = await db().selectFrom('blog_posts').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
  await updatePost(edited.id, { title: `${edited.title} (relu)` });
  const rebuilt = await timed(() => currentSearchIndex());
  console.log(
    `[${engine}] index built again after one edited article in ${ms(rebuilt.wall)} ms (${ms(rebuilt.cpu)} ms of CPU)`,
  );
}

async function searchArticles(engine: string): Promise<void> {
  const { searchSite } = await import('@/server/search/site-search');
  const search = (query: string) => searchSite(query, 1);
  for (const query of [...ONE_WORD_QUERIES, ...THREE_WORD_QUERIES, ...EVERYWHERE_QUERIES, ...TYPO_QUERIES]) {
    const started = performance.now();
    const result = await search(query);
    console.log(`[${engine}] « ${query} »: ${result.total} articles, ${ms(performance.now() - started)} ms`);
  }
  const all: number[] = [];
  for (const [label, queries] of [
    ['one word', ONE_WORD_QUERIES],
    ['three words', THREE_WORD_QUERIES],
    ['typos and an unfinished word', TYPO_QUERIES],
    ['a word of every article (worst case)', EVERYWHERE_QUERIES],
  ] as const) {
    const { latencies, cpuPerSearch } = await oneAtATime(queries, search);
    all.push(...latencies);
    console.log(
      `[${engine}] ${label}: ${latencies.length} searches one at a time, p50 ${ms(percentile(latencies, 50))} ms, p99 ${ms(percentile(latencies, 99))} ms, ${ms(cpuPerSearch)} ms of CPU per search`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `[${engine}] all kinds: p50 ${ms(percentile(all, 50))} ms, p99 ${ms(percentile(all, 99))} ms (targets p50 ≤ 20, p99 ≤ 100)`,
  );
  const heapBefore = heapAfterGc();
  const floodStarted = performance.now();
  for (let number = 0; number < FLOOD_QUERIES; number += 1)
    await search(`${TYPO_QUERIES[number % TYPO_QUERIES.length]} mot${number}x`);
  console.log(
    `[${engine}] ${FLOOD_QUERIES} distinct made-up queries in ${((performance.now() - floodStarted) / 1000).toFixed(1)} s: heap ${mb(heapBefore)} MB before, ${mb(heapAfterGc())} MB after`,
  );
}

async function runEngine(): Promise<void> {
  const { migrateToLatest } = await import('@/server/db/migrate');
  const { closeDb, databaseEngine } = await import('@/server/db/client');
  await migrateToLatest();
  const engine = databaseEngine();
  await writeArticles(engine);
  await indexCost(engine);
  await searchArticles(engine);
  await closeDb();
}

function runChild(databaseUrl: string): void {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--conditions=react-server', '--import', 'tsx', import.meta.filename],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_SEARCH_CHILD: '1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    },
  );
  if (child.status !== 0) throw new Error(`The search bench on ${databaseUrl.split(':')[0]} failed`);
}

async function main(): Promise<void> {
  if (process.env.BENCH_SEARCH_CHILD) return runEngine();
  if (ENGINES.includes('sqlite')) {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'cabinet-bench-search-'));
    try {
      runChild(`file:${path.join(folder, 'bench.db')}`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  if (!ENGINES.includes('postgres')) return;
  const cluster = await throwawayPostgres();
  try {
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE cabinet_bench_search');
    await admin.end();
    runChild(postgresUrl(cluster.adminUrl, 'cabinet_bench_search'));
  } finally {
    cluster.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
