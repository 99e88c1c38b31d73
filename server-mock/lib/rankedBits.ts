// Which places of a sorted array a filtered list result holds, one bit a place, with a running count per block of
// places so that the k-th row of the result is found without walking the bits before it.
//
// A cached result of a large collection was an array of its rows: 8 bytes a row (up to ~1 MB for the 130,000
// instances at MOCK_SCALE=1000, a large object that only a full collection frees). As bits over the sorted copy it is
// filtered from, it takes 1 bit a row of that copy (~16 KB) and pages are read by rank.

/** 32-bit words a block: 1,024 places share one running count. */
const BLOCK_WORDS = 32;

/** The bits lo … hi (0 ≤ lo ≤ hi ≤ 31) of a 32-bit word. */
const range = (lo: number, hi: number): number => (hi === 31 ? -1 : (1 << (hi + 1)) - 1) & ~((1 << lo) - 1);

/** Set bits of a 32-bit word. */
function bitsIn(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export class RankedBits {
  /** bit i (word i >> 5, bit i & 31): place i is in the result */
  private readonly words: Uint32Array;
  /** set bits in the blocks before block b */
  private readonly before: Uint32Array;
  /** places in the result */
  count = 0;

  constructor(readonly places: number) {
    this.words = new Uint32Array(Math.ceil(places / 32));
    this.before = new Uint32Array(Math.ceil(this.words.length / BLOCK_WORDS));
  }

  /** The places of `base` whose item passes `test`. */
  static of<T>(base: readonly T[], test: (item: T) => boolean): RankedBits {
    const r = new RankedBits(base.length);
    const { words, before } = r;
    let count = 0;
    for (let w = 0; w < words.length; w++) {
      if (w % BLOCK_WORDS === 0) before[w / BLOCK_WORDS] = count;
      let word = 0;
      const end = Math.min(32, base.length - w * 32);
      for (let b = 0; b < end; b++) if (test(base[w * 32 + b])) word |= 1 << b;
      words[w] = word;
      count += bitsIn(word);
    }
    r.count = count;
    return r;
  }

  /** Bytes held (the bound of the cache that keeps these counts them). */
  get bytes(): number {
    return this.words.byteLength + this.before.byteLength;
  }

  has(place: number): boolean {
    return (this.words[place >>> 5] & (1 << (place & 31))) !== 0;
  }

  /** Puts the place in the result or takes it out. */
  set(place: number, inResult: boolean): void {
    if (this.has(place) === inResult) return;
    const w = place >>> 5;
    this.words[w] ^= 1 << (place & 31);
    const d = inResult ? 1 : -1;
    for (let b = Math.floor(w / BLOCK_WORDS) + 1; b < this.before.length; b++) this.before[b] += d;
    this.count += d;
  }

  /**
   * The sorted copy moved the row at `from` to `to` (the rows between moved one place toward `from`); `inResult`: the
   * moved row passes the filter now. The other rows keep what they were, at their new places.
   */
  move(from: number, to: number, inResult: boolean): void {
    const { words } = this;
    // word by word: each takes its neighbour's edge bit, within the places that move
    if (from < to) {
      // places from … to - 1 take the bit of the place after them
      for (let w = from >>> 5, last = (to - 1) >>> 5; w <= last; w++) {
        const lo = w === from >>> 5 ? from & 31 : 0;
        const hi = w === last ? (to - 1) & 31 : 31;
        const next = w + 1 < words.length ? words[w + 1] : 0;
        const mask = range(lo, hi);
        words[w] = (words[w] & ~mask) | (((words[w] >>> 1) | (next << 31)) & mask);
      }
    } else if (from > to) {
      // places to + 1 … from take the bit of the place before them
      for (let w = from >>> 5, first = (to + 1) >>> 5; w >= first; w--) {
        const lo = w === first ? (to + 1) & 31 : 0;
        const hi = w === from >>> 5 ? from & 31 : 31;
        const prev = w > 0 ? words[w - 1] : 0;
        const mask = range(lo, hi);
        words[w] = (words[w] & ~mask) | (((words[w] << 1) | (prev >>> 31)) & mask);
      }
    }
    if (inResult) words[to >>> 5] |= 1 << (to & 31);
    else words[to >>> 5] &= ~(1 << (to & 31));
    this.recount(Math.min(from, to) >>> 5);
  }

  /** The running counts from the block of word `w` on. */
  private recount(w: number): void {
    const { words, before } = this;
    const first = Math.floor(w / BLOCK_WORDS);
    let count = before[first];
    for (let i = first * BLOCK_WORDS; i < words.length; i++) {
      if (i % BLOCK_WORDS === 0) before[i / BLOCK_WORDS] = count;
      count += bitsIn(words[i]);
    }
    this.count = count;
  }

  /** The place of the result's k-th row (0-based, ascending), or -1 past its end. */
  select(k: number): number {
    if (k < 0 || k >= this.count) return -1;
    const { words, before } = this;
    // the last block with fewer than k + 1 set bits before it
    let lo = 0;
    let hi = before.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (before[mid] <= k) lo = mid;
      else hi = mid - 1;
    }
    let left = k - before[lo];
    for (let w = lo * BLOCK_WORDS; w < words.length; w++) {
      let word = words[w];
      const n = bitsIn(word);
      if (left >= n) {
        left -= n;
        continue;
      }
      for (; left > 0; left--) word &= word - 1;
      return w * 32 + (31 - Math.clz32(word & -word));
    }
    return -1;
  }

  /**
   * `n` rows of the result from its k-th, ascending or (desc) from the k-th of the descending order: the places of
   * `base` in that order.
   */
  page<T>(base: readonly T[], k: number, n: number, desc: boolean): T[] {
    const out: T[] = [];
    const place = this.select(desc ? this.count - 1 - k : k);
    if (place < 0 || n <= 0) return out;
    const { words } = this;
    let w = place >>> 5;
    if (!desc) {
      // the set bits from `place` up
      let word = words[w] & (~0 << (place & 31));
      for (;;) {
        while (word !== 0) {
          out.push(base[w * 32 + (31 - Math.clz32(word & -word))]);
          if (out.length === n) return out;
          word &= word - 1;
        }
        if (++w >= words.length) return out;
        word = words[w];
      }
    }
    // the set bits from `place` down
    let word = words[w] & (place % 32 === 31 ? ~0 : (1 << ((place & 31) + 1)) - 1);
    for (;;) {
      while (word !== 0) {
        const bit = 31 - Math.clz32(word);
        out.push(base[w * 32 + bit]);
        if (out.length === n) return out;
        word &= ~(1 << bit);
      }
      if (--w < 0) return out;
      word = words[w];
    }
  }

  /** Every row of the result, ascending: the places of `base` in order. */
  all<T>(base: readonly T[]): T[] {
    return this.page(base, 0, this.count, false);
  }
}
