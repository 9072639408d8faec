/**
 * The search bench (decision 042), run by `npm run bench` after the page bench, or alone with
 * `node --conditions=react-server --import tsx scripts/bench-search.ts`. For each engine, in a
 * child process of its own: a fresh database (a temporary SQLite file; a throwaway PostgreSQL
 * cluster), 10,000 public articles written through the editor's own write path (so indexed like
 * any article), then 16 concurrent searchers for one-word and three-word queries through the
 * search page's own function (plan, ranked page of 10, snippets), and a flood of distinct
 * queries with the heap measured before and after. First it measures the process's search index
 * (decision 058): its heap, the time to build it, and the time to take in one edited article.
 *
 * BENCH_SEARCH_ARTICLES (10000), BENCH_SEARCH_SECONDS (10), BENCH_SEARCH_CONNECTIONS (16), BENCH_SEARCH_FLOOD (5000),
 * BENCH_SEARCH_ENGINES (`sqlite,postgres`), BENCH_SEARCH_DATABASE_URL (a database of one's own instead, kept
 * between runs: articles are written only when it holds fewer than BENCH_SEARCH_ARTICLES).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresUrl } from '../tests/support/test-database-info';
import { throwawayPostgres } from '../tests/support/throwaway-postgres';
import { benchArticle, EVERYWHERE_QUERIES, ONE_WORD_QUERIES, THREE_WORD_QUERIES } from './bench/search-corpus';

const ARTICLES = Number(process.env.BENCH_SEARCH_ARTICLES || 10_000);
const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS || 16);
const ENGINES = (process.env.BENCH_SEARCH_ENGINES || 'sqlite,postgres').split(',');
const FLOOD_QUERIES = Number(process.env.BENCH_SEARCH_FLOOD || 5_000);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (value: number) => value.toFixed(1);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function measure(queries: readonly string[], search: (query: string) => Promise<unknown>) {
  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  const until = performance.now() + SECONDS * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const query = queries[next++ % queries.length] as string;
        const started = performance.now();
        await search(query);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    count: latencies.length,
    // What one search costs this process's CPU (on SQLite the database's work too), whatever the machine's load.
    cpuPerSearch: (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length),
    perSecond: latencies.length / SECONDS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

function heapAfterGc(): number {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
}

/**
 * What the process's index costs (decision 058): its heap and the time to build it from the stored
 * rows (each process does it at its first search), then the time to take in one edited article.
 */
async function indexCost(engine: string): Promise<void> {
  const { currentSearchIndex } = await import('@/server/search/search-index');
  const { updatePost } = await import('@/server/blog/post-writes');
  const { db } = await import('@/server/db/client');
  const before = heapAfterGc();
  const started = performance.now();
  const index = (await currentSearchIndex()).articles;
  const built = performance.now() - started;
  console.log(
    `[${engine}] index: ${index.size} articles, ${index.stemCount} stems, built in ${ms(built)} ms, ${mb(heapAfterGc() - before)} MB of heap`,
  );
  const edited = await db().selectFrom('blog_posts').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
  await updatePost(edited.id, { title: `${edited.title.replace(/ \(relu\)$/, '')} (relu)` });
  const caughtUp = performance.now();
  await currentSearchIndex();
  console.log(`[${engine}] one edited article taken in by the index in ${ms(performance.now() - caughtUp)} ms`);
}

async function runEngine(): Promise<void> {
  const { migrateToLatest } = await import('@/server/db/migrate');
  const { db, closeDb, databaseEngine } = await import('@/server/db/client');
  await migrateToLatest();
  const engine = databaseEngine();
  const written = await db()
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  if (Number(written?.count ?? 0) < ARTICLES) await writeArticles(engine);
  else console.log(`[${engine}] ${written?.count} articles already written: searched as they are`);
  await indexCost(engine);
  await searchArticles(engine);
  await closeDb();
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
        for (const article of batch) {
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
        }
      });
  }
  console.log(
    `[${engine}] ${ARTICLES} public articles written and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function searchArticles(engine: string): Promise<void> {
  const { searchSite } = await import('@/server/search/site-search');
  const search = (query: string) => searchSite(query, 1);
  for (const query of [...ONE_WORD_QUERIES, ...THREE_WORD_QUERIES, ...EVERYWHERE_QUERIES]) {
    {
      const started = performance.now();
      const result = await search(query);
      console.log(`[${engine}] « ${query} »: ${result.total} articles, alone ${ms(performance.now() - started)} ms`);
    }
  }
  for (const [label, queries] of [
    ['one word', ONE_WORD_QUERIES],
    ['three words', THREE_WORD_QUERIES],
    ['a word of every article (worst case)', EVERYWHERE_QUERIES],
  ] as const) {
    const result = await measure(queries, search);
    console.log(
      `[${engine}] ${label}: ${result.count} searches at ${CONNECTIONS} connections, ${result.perSecond.toFixed(0)}/s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms (targets p50 ≤ 30, p99 ≤ 150), ${ms(result.cpuPerSearch)} ms of CPU per search in this process`,
    );
  }
  const heapBefore = heapAfterGc();
  const floodStarted = performance.now();
  for (let number = 0; number < FLOOD_QUERIES; number += 1)
    await search(`${ONE_WORD_QUERIES[number % ONE_WORD_QUERIES.length]} mot${number}x`);
  console.log(
    `[${engine}] flood of ${FLOOD_QUERIES} distinct queries in ${((performance.now() - floodStarted) / 1000).toFixed(1)} s: heap ${mb(heapBefore)} MB before, ${mb(heapAfterGc())} MB after`,
  );
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
  // A database of one's own (kept between runs: its articles are written once).
  if (process.env.BENCH_SEARCH_DATABASE_URL) return runChild(process.env.BENCH_SEARCH_DATABASE_URL);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cabinet-bench-search-'));
  if (ENGINES.includes('sqlite')) {
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
