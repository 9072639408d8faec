import { describe, expect, it } from 'vitest';
import { type CachedPage, ENCODED_COPY_OVERHEAD_BYTES, entryCost, PageCacheStore } from './page-cache-store';

const page = (text: string): CachedPage => ({
  status: 200,
  headers: [],
  body: Buffer.from(text),
  etag: `"${text}"`,
  encoded: new Map(),
});
const v1 = { version: 'v1', nextChangeAt: null };
const v2 = { version: 'v2', nextChangeAt: null };

describe('the public page cache store', () => {
  it('serves a page only under the content version it was rendered with', () => {
    const store = new PageCacheStore(100_000);
    store.set('/', page('home'), v1);
    expect(store.get('/', v1, 0)?.body.toString()).toBe('home');
    expect(store.get('/', v2, 0)).toBeUndefined();
    expect(store.get('/', v1, 0), 'an older version never comes back either').toBeUndefined();
  });

  it('drops a page rendered before a change that another request has already seen', () => {
    const store = new PageCacheStore(100_000);
    store.get('/', v2, 0);
    store.set('/', page('rendered under v1'), v1);
    expect(store.get('/', v2, 0)).toBeUndefined();
  });

  it('stops serving a page when a scheduled article it did not show goes live', () => {
    const store = new PageCacheStore(100_000);
    store.set('/blog', page('list'), { version: 'v1', nextChangeAt: 5_000 });
    expect(store.get('/blog', v1, 4_999)).toBeDefined();
    expect(store.get('/blog', v1, 5_000)).toBeUndefined();
  });

  it('stays within its byte bound, dropping the least recently used page first', () => {
    const store = new PageCacheStore(2 * entryCost('a', page('aaaaaaaaa')) + 10);
    store.set('a', page('aaaaaaaaa'), v1);
    store.set('b', page('bbbbbbbbb'), v1);
    store.get('a', v1, 0);
    store.set('c', page('ccccccccc'), v1);
    expect(store.get('b', v1, 0)).toBeUndefined();
    expect(store.get('a', v1, 0)).toBeDefined();
    expect(store.get('c', v1, 0)).toBeDefined();
  });

  it('counts compressed copies in the bound', () => {
    const store = new PageCacheStore(3 * entryCost('a', page('aaaaaaaaa')) + 10);
    store.set('a', page('aaaaaaaaa'), v1);
    store.set('b', page('bbbbbbbbb'), v1);
    store.addEncoded('b', 'gzip', Buffer.alloc(15));
    expect(store.size).toBe(2);
    expect(store.byteCount).toBe(2 * entryCost('a', page('aaaaaaaaa')) + ENCODED_COPY_OVERHEAD_BYTES + 15);
    store.set('c', page('c'), v1);
    expect(store.get('a', v1, 0)).toBeUndefined();
  });

  it('counts what an entry really costs: its key, headers, ETag and a fixed overhead, not only its body', () => {
    const tiny = { ...page('{}'), headers: [['content-type', 'text/html; charset=utf-8']] as const };
    const cost = entryCost('/blog?', tiny);
    // An entry holding a 2-byte body measured about 1 kB in a running process (decision 029).
    expect(cost).toBeGreaterThanOrEqual(
      1024 + '/blog?'.length + 2 + tiny.etag.length + 'content-type'.length + 'text/html; charset=utf-8'.length,
    );
    const store = new PageCacheStore(100 * cost);
    for (let index = 0; index < 1_000; index += 1) store.set(`/blog?page=${index}`, tiny, v1);
    expect(store.byteCount).toBeLessThanOrEqual(100 * cost);
    expect(store.size).toBeLessThanOrEqual(100);
  });

  it('never keeps a page larger than the whole bound', () => {
    const store = new PageCacheStore(entryCost('big', page('')) + 5);
    store.set('big', page('far too large'), v1);
    expect(store.get('big', v1, 0)).toBeUndefined();
  });

  it('still knows the last page of a key when the content can no longer be checked', () => {
    const store = new PageCacheStore(100_000);
    store.set('/blog', page('list'), { version: 'v1', nextChangeAt: 5_000 });
    expect(store.get('/blog', v1, 6_000)).toBeUndefined();
    store.set('/blog', page('list again'), v1);
    expect(store.lastKnown('/blog')?.body.toString()).toBe('list again');
    expect(store.lastKnown('/ailleurs')).toBeUndefined();
  });
});
