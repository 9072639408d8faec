import type { ContentStamp } from '@/lib/site/public-content-version';

export type CachedPage = {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: Buffer;
  etag: string;
  /** Compressed copies, made once on first demand. */
  encoded: Map<string, Buffer>;
};

type Entry = { page: CachedPage; validUntil: number | null; bytes: number };

// What an entry costs besides the bytes of its strings and bodies: the Map's slot, the entry,
// page, header array and Map objects, the Buffer objects (docs/decisions/029: about 1 kB measured
// per entry holding a 2-byte body), rounded up so that many tiny entries stay within the bound.
export const ENTRY_OVERHEAD_BYTES = 1024;
// Per header line (its array and two strings) and per compressed copy (its Buffer and Map slot).
export const HEADER_OVERHEAD_BYTES = 64;
export const ENCODED_COPY_OVERHEAD_BYTES = 256;

/** What keeping `page` under `key` costs in memory, as counted against the bound. */
export function entryCost(key: string, page: CachedPage): number {
  let bytes = ENTRY_OVERHEAD_BYTES + Buffer.byteLength(key) + page.body.byteLength + Buffer.byteLength(page.etag);
  for (const [name, value] of page.headers)
    bytes += HEADER_OVERHEAD_BYTES + Buffer.byteLength(name) + Buffer.byteLength(value);
  for (const copy of page.encoded.values()) bytes += ENCODED_COPY_OVERHEAD_BYTES + copy.byteLength;
  return bytes;
}

/**
 * Rendered public pages in memory, bounded in bytes, least recently used first out. An entry is
 * only ever served under the content version it was rendered with and before the next scheduled
 * change that was known when it was rendered: a page is either current or not served at all.
 */
export class PageCacheStore {
  private entries = new Map<string, Entry>();
  private version: string | null = null;
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, stamp: ContentStamp, now: number): CachedPage | undefined {
    this.adopt(stamp.version);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.validUntil !== null && now >= entry.validUntil) {
      this.remove(key, entry);
      return undefined;
    }
    // Map order is insertion order: moving the entry to the end keeps the oldest use first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  /**
   * The last page kept for this key, current or not: what a visitor gets while the database
   * cannot say whether it is current (an outage), rather than an error page.
   */
  lastKnown(key: string): CachedPage | undefined {
    return this.entries.get(key)?.page;
  }

  /** Keeps a page rendered under `renderedUnder`, unless the content changed since. */
  set(key: string, page: CachedPage, renderedUnder: ContentStamp): void {
    if (this.version !== null && this.version !== renderedUnder.version) return;
    this.adopt(renderedUnder.version);
    const bytes = entryCost(key, page);
    if (bytes > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { page, validUntil: renderedUnder.nextChangeAt, bytes });
    this.bytes += bytes;
    this.evictBeyondBound();
  }

  /** What the entries cost, as counted against the bound. */
  get byteCount(): number {
    return this.bytes;
  }

  /** Counts a compressed copy in the bound once it has been made. */
  addEncoded(key: string, encoding: string, body: Buffer): void {
    const entry = this.entries.get(key);
    if (!entry || entry.page.encoded.has(encoding)) return;
    entry.page.encoded.set(encoding, body);
    const bytes = ENCODED_COPY_OVERHEAD_BYTES + body.byteLength;
    entry.bytes += bytes;
    this.bytes += bytes;
    this.evictBeyondBound();
  }

  private evictBeyondBound(): void {
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  private adopt(version: string): void {
    if (this.version === version) return;
    // One version for the whole site: a change anywhere makes every older page useless.
    this.entries.clear();
    this.bytes = 0;
    this.version = version;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
