// A cached list result kept as bits over the sorted copy it is filtered from: its rows by rank, in both orders, as
// the plain array of the same rows reads them, through puts and takes.
import { Random } from '../../../server-mock/fixtures/random';
import { RankedBits } from '../../../server-mock/lib/rankedBits';

/** The rows of `base` that pass, and the k-th page of them as Collection.list reads a result. */
const naivePage = (kept: number[], k: number, n: number, desc: boolean): number[] =>
  (desc ? [...kept].reverse() : kept).slice(k, k + n);

describe('RankedBits', () => {
  // sizes around the word (32) and block (1,024 places) edges, and one of several blocks
  it.each([1, 31, 32, 33, 1023, 1024, 1025, 5000])(
    'reads %i places by rank as the array of passing rows does',
    (size) => {
      const rng = new Random(`ranked-${size}`);
      const base = Array.from({ length: size }, (_, i) => i);
      for (const density of [0, 0.03, 0.5, 1]) {
        const passing = new Set(base.filter(() => rng.bool(density)));
        const bits = RankedBits.of(base, (i) => passing.has(i));
        const kept = base.filter((i) => passing.has(i));
        expect(bits.count).toBe(kept.length);
        expect(bits.all(base)).toEqual(kept);
        for (let k = 0; k < kept.length; k += Math.max(1, Math.floor(kept.length / 40))) {
          expect(bits.select(k)).toBe(kept[k]);
          for (const desc of [false, true])
            for (const n of [1, 7, 64]) expect(bits.page(base, k, n, desc)).toEqual(naivePage(kept, k, n, desc));
        }
        expect(bits.select(kept.length)).toBe(-1);
        expect(bits.page(base, kept.length, 10, false)).toEqual([]);
        expect(bits.page(base, kept.length, 10, true)).toEqual([]);
      }
    },
  );

  it('keeps ranks right through puts and takes (the last bit of a word, the first of a block included)', () => {
    const rng = new Random('ranked-set');
    const size = 4100;
    const base = Array.from({ length: size }, (_, i) => i);
    const passing = new Set(base.filter(() => rng.bool(0.3)));
    const bits = RankedBits.of(base, (i) => passing.has(i));
    const edges = [0, 31, 32, 1023, 1024, 1025, 4095, 4099];
    for (let step = 0; step < 600; step++) {
      const place = step < edges.length * 2 ? edges[step % edges.length] : rng.int(0, size - 1);
      const into = step < edges.length ? true : step < edges.length * 2 ? false : rng.bool(0.5);
      bits.set(place, into);
      if (into) passing.add(place);
      else passing.delete(place);
      expect(bits.has(place)).toBe(into);
      if (step % 25 === 0 || step < edges.length * 2) {
        const kept = base.filter((i) => passing.has(i));
        expect(bits.count).toBe(kept.length);
        for (const k of [0, 1, Math.floor(kept.length / 2), kept.length - 1]) {
          expect(bits.select(k)).toBe(kept[k]);
          expect(bits.page(base, k, 40, true)).toEqual(naivePage(kept, k, 40, true));
        }
      }
    }
    expect(bits.all(base)).toEqual(base.filter((i) => passing.has(i)));
  });

  it('moves a place as the sorted copy moves its row (splice out, splice in), the places between by one', () => {
    const rng = new Random('ranked-move');
    // the sorted copy as ids; `passing` by id: a row keeps whether it passes wherever it moves
    const copy = Array.from({ length: 3000 }, (_, i) => i);
    const passing = new Set(copy.filter(() => rng.bool(0.4)));
    const bits = RankedBits.of(copy, (id) => passing.has(id));
    for (let step = 0; step < 300; step++) {
      const from = step === 0 ? 0 : step === 1 ? 2999 : rng.int(0, copy.length - 1);
      const [id] = copy.splice(from, 1);
      const to = step === 0 ? 2999 : step === 1 ? 0 : rng.int(0, copy.length);
      copy.splice(to, 0, id);
      // the moved row's own change may move it in or out of the result
      if (rng.bool(0.5)) passing.add(id);
      else passing.delete(id);
      bits.move(from, to, passing.has(id));
      const kept = copy.filter((x) => passing.has(x));
      expect(bits.count).toBe(kept.length);
      const k = rng.int(0, Math.max(0, kept.length - 1));
      expect(bits.page(copy, k, 30, false)).toEqual(naivePage(kept, k, 30, false));
      expect(bits.page(copy, k, 30, true)).toEqual(naivePage(kept, k, 30, true));
    }
    expect(bits.all(copy)).toEqual(copy.filter((x) => passing.has(x)));
  });

  it('holds one bit a place: a result of 130,000 places in about 16 KB', () => {
    const bits = RankedBits.of(new Array<number>(130_000).fill(0), () => true);
    expect(bits.count).toBe(130_000);
    expect(bits.bytes).toBeLessThan(17_000);
  });
});
