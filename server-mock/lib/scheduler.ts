// Simulated lifecycles without timers: a long operation schedules its status changes at future
// timestamps; every request first applies the changes that are due (advance(now)). Cheap (a heap of the
// few entities in flight) and deterministic for a given clock.

interface Entry {
  at: number;
  seq: number;
  apply: (at: number) => void;
}

export class Scheduler {
  private heap: Entry[] = [];
  private seq = 0;
  private observers = new Set<(now: number) => void>();

  get pending(): number {
    return this.heap.length;
  }

  clear(): void {
    this.heap = [];
  }

  /** Runs `apply` once the clock reaches `at` (ties run in scheduling order). */
  at(at: number, apply: (at: number) => void): void {
    this.push({ at, seq: this.seq++, apply });
  }

  /** Applies every change due by `now`, in time order (a change may schedule further ones). */
  advance(now: number): number {
    let n = 0;
    while (this.heap.length && this.heap[0].at <= now) {
      const e = this.pop()!;
      e.apply(e.at);
      n++;
    }
    if (n) for (const observer of this.observers) observer(now);
    return n;
  }

  /** Runs `observer` after every advance that applied changes (e.g. to see which operations ended). */
  observe(observer: (now: number) => void): void {
    this.observers.add(observer);
  }

  private less(a: Entry, b: Entry): boolean {
    return a.at < b.at || (a.at === b.at && a.seq < b.seq);
  }

  private push(e: Entry): void {
    const h = this.heap;
    h.push(e);
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(h[i], h[p])) break;
      [h[i], h[p]] = [h[p], h[i]];
      i = p;
    }
  }

  private pop(): Entry | undefined {
    const h = this.heap;
    if (!h.length) return undefined;
    const top = h[0];
    const last = h.pop()!;
    if (h.length) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && this.less(h[l], h[m])) m = l;
        if (r < h.length && this.less(h[r], h[m])) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m], h[i]];
        i = m;
      }
    }
    return top;
  }
}
