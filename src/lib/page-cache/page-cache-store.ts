/**
 * What every cached page was rendered under: the database's public content version (changed by
 * every back-office change) and the next instant at which public pages change by themselves (a
 * scheduled article going live), or null when nothing is waiting.
 */
export type ContentStamp = { version: string; nextChangeAt: number | null };

export type CachedPage = {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: Buffer;
  etag: string;
  /** Compressed copies, made once on first demand. */
  encoded: Map<string, Buffer>;
};

type Entry = { page: CachedPage; validUntil: number | null; bytes: number };

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
    const bytes = page.body.byteLength + key.length;
    if (bytes > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { page, validUntil: renderedUnder.nextChangeAt, bytes });
    this.bytes += bytes;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  /** Counts a compressed copy in the bound once it has been made. */
  addEncoded(key: string, encoding: string, body: Buffer): void {
    const entry = this.entries.get(key);
    if (!entry || entry.page.encoded.has(encoding)) return;
    entry.page.encoded.set(encoding, body);
    entry.bytes += body.byteLength;
    this.bytes += body.byteLength;
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
