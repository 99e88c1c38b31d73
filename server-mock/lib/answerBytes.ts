// An answer's JSON written as UTF-8 into a buffer that is reused once the socket has taken it.
//
// JSON.stringify of a whole answer builds one string of the answer's length (two bytes a character as soon as one
// character is past Latin-1, as the fixtures' Chinese descriptions are), made of parts that the UTF-8 length and the
// header's concatenation then flatten into copies: three ~31 KB strings for a 20-row instance page, and strings of
// 128 KB and more (a 50- or 100-row page) go to V8's large-object space, which only a full collection frees. Here each
// member of the envelope's `data` and each item of its list is stringified on its own (small, short-lived strings)
// and written straight into the buffer; the bytes are exactly JSON.stringify's.

/** A buffer of this many bytes is kept for reuse; larger answers get one of their own. */
export const ANSWER_SLAB_BYTES = 256 * 1024;
/** At most this many free buffers are kept (one per answer being written at the same time). */
export const ANSWER_SLABS_KEPT = 8;

const free: Buffer[] = [];

/** A value JSON.stringify leaves out of an object (and writes as null in an array). */
const skipped = (v: unknown): boolean => v === undefined || typeof v === 'function' || typeof v === 'symbol';

const plainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  typeof (v as { toJSON?: unknown }).toJSON !== 'function' &&
  Object.getPrototypeOf(v) === Object.prototype;

class AnswerWriter {
  buf: Buffer;
  at = 0;
  pooled: boolean;

  constructor() {
    const slab = free.pop();
    this.pooled = true;
    this.buf = slab ?? Buffer.allocUnsafeSlow(ANSWER_SLAB_BYTES);
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.buf.length) return;
    const bigger = Buffer.allocUnsafeSlow(Math.max(this.buf.length * 2, this.at + bytes));
    this.buf.copy(bigger, 0, 0, this.at);
    this.release();
    this.buf = bigger;
    this.pooled = false;
  }

  text(s: string): void {
    // a UTF-16 code unit is at most 3 bytes of UTF-8
    this.room(s.length * 3);
    this.at += this.buf.write(s, this.at, 'utf8');
  }

  /** value's JSON: an object's or an array's members one by one, down to `depth` levels, else JSON.stringify's. */
  value(v: unknown, depth: number): void {
    if (depth > 0 && Array.isArray(v) && typeof (v as { toJSON?: unknown }).toJSON !== 'function') {
      this.text('[');
      for (let i = 0; i < v.length; i++) {
        if (i) this.text(',');
        const item = v[i];
        if (skipped(item)) this.text('null');
        else this.value(item, depth - 1);
      }
      this.text(']');
      return;
    }
    if (depth > 0 && plainObject(v)) {
      this.text('{');
      let first = true;
      for (const k of Object.keys(v)) {
        const item = v[k];
        if (skipped(item)) continue;
        this.text(`${first ? '' : ','}${JSON.stringify(k)}:`);
        first = false;
        this.value(item, depth - 1);
      }
      this.text('}');
      return;
    }
    // undefined only for a body that is not JSON at all (an envelope always is)
    this.text(JSON.stringify(v) ?? 'null');
  }

  release(): void {
    if (this.pooled && free.length < ANSWER_SLABS_KEPT) free.push(this.buf);
    this.pooled = false;
  }
}

export interface AnswerBytes {
  /** the answer's UTF-8 bytes (a view of the buffer: valid until `done`) */
  bytes: Buffer;
  /** gives the buffer back for the next answer: call it once the socket has taken the bytes */
  done: () => void;
}

/**
 * The JSON of `body` as UTF-8 bytes, byte for byte JSON.stringify's (for JSON data: plain objects, arrays, strings,
 * numbers, booleans, null). The envelope, its data and a list in the data are written member by member, so no string
 * of the whole answer is made.
 */
export function answerBytes(body: unknown): AnswerBytes {
  const w = new AnswerWriter();
  // envelope → data → list → item: the items themselves are stringified whole
  w.value(body, 3);
  const bytes = w.buf.subarray(0, w.at);
  return { bytes, done: () => w.release() };
}

/** Free buffers kept now (tests). */
export const freeAnswerSlabs = (): number => free.length;
