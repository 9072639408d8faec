import { publicFrom, type VisibilityFields } from '../blog/visibility';
import type { SearchPlan } from './query';

/** One article as the index takes it: its weighted stems (indexedTermsOf) and what ranks and shows it. */
export type IndexedArticle = VisibilityFields & {
  postId: string;
  /** Changes whenever the article is indexed again: the index replaces what it holds then. */
  revision: string;
  /** ISO timestamp: the newest first among equally relevant articles. */
  createdAt: string;
  terms: ReadonlyMap<string, number>;
  length: number;
};

/** The articles of one ranked page, and how many public articles match in all. */
export type IndexMatches = { postIds: string[]; total: number };

// BM25's usual constants, Lucene's defaults.
const K1 = 1.2;
const B = 0.75;

/** Each stem's articles (slots) and weighted counts, in slot order, in arrays that grow by doubling. */
type Postings = { slots: Int32Array; counts: Float32Array; size: number };

const NEVER = Number.POSITIVE_INFINITY;

function grown<T extends Int32Array | Float32Array | Float64Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const larger = new (array.constructor as new (length: number) => T)(Math.max(needed, array.length * 2, 16));
  larger.set(array);
  return larger;
}

/**
 * The public search's inverted index (decision 058), held in memory by each process: for every
 * stem, the articles that hold it with its weighted count. Every article is held whatever its
 * status; a search counts only those public at its `now` (the visibility rule's `publicFrom`),
 * so a scheduled article appears at its hour with no change to the index.
 *
 * An article indexed again takes a new slot; its old slot is left empty and skipped, and the
 * postings are compacted once empty slots outnumber the articles, so edits never grow it
 * without bound. A search is synchronous: the scratch arrays are shared between searches.
 */
export class ArticleIndex {
  private postIds: Array<string | null> = [];
  private revisions: string[] = [];
  private createdAts: string[] = [];
  private visibleFrom = new Float64Array(0);
  private lengths = new Float64Array(0);
  private readonly slotOf = new Map<string, number>();
  private postings = new Map<string, Postings>();
  private emptySlots = 0;
  private matched = new Int32Array(0);
  private together = new Int32Array(0);
  private scores = new Float64Array(0);

  /** How many articles it holds. */
  get size(): number {
    return this.slotOf.size;
  }

  /** How many stems it knows. */
  get stemCount(): number {
    return this.postings.size;
  }

  revisionOf(postId: string): string | undefined {
    const slot = this.slotOf.get(postId);
    return slot === undefined ? undefined : this.revisions[slot];
  }

  heldPostIds(): string[] {
    return [...this.slotOf.keys()];
  }

  /** Adds an article, or replaces what the index held for it. */
  put(article: IndexedArticle): void {
    this.remove(article.postId);
    const slot = this.postIds.length;
    this.postIds.push(article.postId);
    this.revisions.push(article.revision);
    this.createdAts.push(article.createdAt);
    this.visibleFrom = grown(this.visibleFrom, slot + 1);
    this.lengths = grown(this.lengths, slot + 1);
    this.visibleFrom[slot] = publicFrom(article);
    this.lengths[slot] = article.length;
    this.slotOf.set(article.postId, slot);
    for (const [stem, count] of article.terms) {
      const postings = this.postings.get(stem) ?? { slots: new Int32Array(4), counts: new Float32Array(4), size: 0 };
      postings.slots = grown(postings.slots, postings.size + 1);
      postings.counts = grown(postings.counts, postings.size + 1);
      postings.slots[postings.size] = slot;
      postings.counts[postings.size] = count;
      postings.size += 1;
      this.postings.set(stem, postings);
    }
  }

  /** A status or schedule changed without the article's words changing. */
  setVisibility(postId: string, visibility: VisibilityFields): void {
    const slot = this.slotOf.get(postId);
    if (slot !== undefined) this.visibleFrom[slot] = publicFrom(visibility);
  }

  remove(postId: string): void {
    const slot = this.slotOf.get(postId);
    if (slot === undefined) return;
    this.slotOf.delete(postId);
    this.postIds[slot] = null;
    this.visibleFrom[slot] = NEVER;
    this.emptySlots += 1;
    if (this.emptySlots > Math.max(64, this.slotOf.size)) this.compact();
  }

  /** Renumbers the held articles' slots in order and drops the empty ones from every postings list. */
  private compact(): void {
    const slotCount = this.postIds.length;
    const newSlot = new Int32Array(slotCount).fill(-1);
    const postIds: string[] = [];
    const revisions: string[] = [];
    const createdAts: string[] = [];
    const visibleFrom = new Float64Array(this.slotOf.size);
    const lengths = new Float64Array(this.slotOf.size);
    for (let slot = 0; slot < slotCount; slot += 1) {
      const postId = this.postIds[slot];
      if (postId == null) continue;
      const renumbered = postIds.length;
      newSlot[slot] = renumbered;
      postIds.push(postId);
      revisions.push(this.revisions[slot] as string);
      createdAts.push(this.createdAts[slot] as string);
      visibleFrom[renumbered] = this.visibleFrom[slot] as number;
      lengths[renumbered] = this.lengths[slot] as number;
      this.slotOf.set(postId, renumbered);
    }
    for (const [stem, postings] of this.postings) {
      let kept = 0;
      for (let index = 0; index < postings.size; index += 1) {
        const slot = newSlot[postings.slots[index] as number] as number;
        if (slot < 0) continue;
        postings.slots[kept] = slot;
        postings.counts[kept] = postings.counts[index] as number;
        kept += 1;
      }
      if (kept === 0) this.postings.delete(stem);
      else postings.size = kept;
    }
    this.postIds = postIds;
    this.revisions = revisions;
    this.createdAts = createdAts;
    this.visibleFrom = visibleFrom;
    this.lengths = lengths;
    this.emptySlots = 0;
  }

  /**
   * The articles public at `now` that match the plan (every group, one alternative of each, all
   * the stems of that alternative), ranked by BM25 over the weighted counts, the newest first
   * among equals; the first `wanted` of them, and how many match.
   */
  search(plan: SearchPlan, now: Date, wanted: number): IndexMatches {
    const nowMs = now.getTime();
    const slotCount = this.postIds.length;
    this.matched = grown(this.matched, slotCount);
    this.together = grown(this.together, slotCount);
    this.scores = grown(this.scores, slotCount);
    const matched = this.matched;
    matched.fill(0, 0, slotCount);
    const groups = plan.groups;
    // matched[slot] counts the groups matched so far, in order: a slot moves to g + 1 only from g.
    groups.forEach((group, g) => {
      for (const alternative of group) this.markAlternative(alternative, g, nowMs);
    });
    const all = groups.length;
    const found: number[] = [];
    for (const alternative of groups.at(-1) ?? []) {
      const postings = this.postings.get(alternative.at(-1) as string);
      if (!postings) continue;
      for (let index = 0; index < postings.size; index += 1) {
        const slot = postings.slots[index] as number;
        if (matched[slot] !== all) continue;
        matched[slot] = all + 1;
        this.scores[slot] = 0;
        found.push(slot);
      }
    }
    if (found.length === 0) return { postIds: [], total: 0 };
    this.score(new Set(groups.flat(2)), all + 1, nowMs);
    return { postIds: this.topRanked(found, wanted).map((slot) => this.postIds[slot] as string), total: found.length };
  }

  private markAlternative(stems: readonly string[], g: number, nowMs: number): void {
    const lists = stems.map((stem) => this.postings.get(stem));
    if (lists.some((list) => list === undefined)) return;
    const postings = lists as Postings[];
    const last = postings.at(-1) as Postings;
    const together = this.together;
    // Several stems: together[slot] counts the alternative's stems held, in order, then is reset.
    for (let k = 0; k < postings.length - 1; k += 1) {
      const list = postings[k] as Postings;
      for (let index = 0; index < list.size; index += 1) {
        const slot = list.slots[index] as number;
        if (together[slot] === k) together[slot] = k + 1;
      }
    }
    for (let index = 0; index < last.size; index += 1) {
      const slot = last.slots[index] as number;
      if (
        together[slot] === postings.length - 1 &&
        this.matched[slot] === g &&
        (this.visibleFrom[slot] as number) <= nowMs
      )
        this.matched[slot] = g + 1;
    }
    for (let k = 0; k < postings.length - 1; k += 1) {
      const list = postings[k] as Postings;
      for (let index = 0; index < list.size; index += 1) together[list.slots[index] as number] = 0;
    }
  }

  /** BM25 of every matched slot (matched[slot] === mark), over the articles public at `now`. */
  private score(stems: ReadonlySet<string>, mark: number, nowMs: number): void {
    let publicCount = 0;
    let lengthSum = 0;
    for (let slot = 0; slot < this.postIds.length; slot += 1) {
      if ((this.visibleFrom[slot] as number) > nowMs) continue;
      publicCount += 1;
      lengthSum += this.lengths[slot] as number;
    }
    const averageLength = lengthSum / Math.max(1, publicCount) || 1;
    for (const stem of stems) {
      const postings = this.postings.get(stem);
      if (!postings) continue;
      let holders = 0;
      for (let index = 0; index < postings.size; index += 1)
        if ((this.visibleFrom[postings.slots[index] as number] as number) <= nowMs) holders += 1;
      const idf = Math.log(1 + (publicCount - holders + 0.5) / (holders + 0.5));
      for (let index = 0; index < postings.size; index += 1) {
        const slot = postings.slots[index] as number;
        if (this.matched[slot] !== mark) continue;
        const count = postings.counts[index] as number;
        const norm = K1 * (1 - B + (B * (this.lengths[slot] as number)) / averageLength);
        this.scores[slot] = (this.scores[slot] as number) + (idf * count * (K1 + 1)) / (count + norm);
      }
    }
  }

  /** True when `a` ranks before `b`: more relevant, then newer, then the larger id (a stable order). */
  private ranksBefore(a: number, b: number): boolean {
    const scoreA = this.scores[a] as number;
    const scoreB = this.scores[b] as number;
    if (scoreA !== scoreB) return scoreA > scoreB;
    const createdA = this.createdAts[a] as string;
    const createdB = this.createdAts[b] as string;
    if (createdA !== createdB) return createdA > createdB;
    return (this.postIds[a] as string) > (this.postIds[b] as string);
  }

  /** The first `wanted` slots in rank order, kept in a heap whose root is the last of them. */
  private topRanked(slots: readonly number[], wanted: number): number[] {
    const heap: number[] = [];
    const worse = (a: number, b: number) => this.ranksBefore(heap[b] as number, heap[a] as number);
    const siftDown = (start: number) => {
      let at = start;
      for (;;) {
        const left = 2 * at + 1;
        const right = left + 1;
        let last = at;
        if (left < heap.length && worse(left, last)) last = left;
        if (right < heap.length && worse(right, last)) last = right;
        if (last === at) return;
        [heap[at], heap[last]] = [heap[last] as number, heap[at] as number];
        at = last;
      }
    };
    for (const slot of slots) {
      if (heap.length < wanted) {
        heap.push(slot);
        let at = heap.length - 1;
        while (at > 0) {
          const parent = (at - 1) >> 1;
          if (!worse(at, parent)) break;
          [heap[at], heap[parent]] = [heap[parent] as number, heap[at] as number];
          at = parent;
        }
      } else if (wanted > 0 && this.ranksBefore(slot, heap[0] as number)) {
        heap[0] = slot;
        siftDown(0);
      }
    }
    return heap.sort((a, b) => (this.ranksBefore(a, b) ? -1 : 1));
  }
}
