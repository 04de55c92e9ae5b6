import { decimalToBigInt } from "../arith/bigint.js";
import { InputError } from "../errors.js";
import type { ByteSource } from "./byteSource.js";

/** Options of {@link TokenReader}. */
export interface TokenReaderOptions {
  /** Initial buffer size in bytes (it grows for longer tokens). @defaultValue 1 MiB */
  bufferSize?: number;
  /** The longest token read, in bytes; a longer one is an InputError. @defaultValue {@link MAX_TOKEN_LENGTH} */
  maxTokenLength?: number;
}

/**
 * The longest token the reader takes: 10^8 characters (a number of 10^8 digits, about
 * 332 million bits; V8's bigints end near 10^9 bits, its strings at 2^29 characters).
 * A longer token is an InputError naming its line, read no further.
 */
export const MAX_TOKEN_LENGTH = 100_000_000;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** How many numbers the judge solvers read per {@link TokenReader.naturals} call. */
export const NUMBER_BLOCK = 4096;

/**
 * An array for {@link TokenReader.naturals}: a plain array, so that V8 stores and reads
 * small integers in it without allocating, even before it optimises the caller.
 */
export function numberBlock(): number[] {
  return new Array<number>(NUMBER_BLOCK).fill(0);
}
// a BOM stays in the text, so that an error shows it (\ufeff) instead of a token that looks right
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

/** Whitespace: space, \t, \n, \v, \f, \r. */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/**
 * A streaming, line-aware reader of whitespace-separated tokens, as online judges read
 * input: numbers may be split across lines, lines may end in CRLF, the last line may
 * lack its newline. Memory stays at one buffer however long the input. Works anywhere
 * (no Node API); `fdSource` in fd.ts reads a file descriptor under Node.
 *
 * Errors are {@link InputError}s naming the line of the offending token (or of the last
 * token when the input ends too soon).
 *
 * @example
 * const r = new TokenReader(memorySource("2 1\r\n8 4"));
 * r.natural("a pile size") // 2
 */
export class TokenReader {
  private readonly source: ByteSource;
  private buf: Uint8Array;
  private pos = 0;
  private end = 0;
  private eof = false;
  /** Line at `pos`. */
  private lineAt = 1;
  private tokenLine = 1;
  /** Where the last token read lies in the buffer (valid until the next read). */
  private lastFrom = 0;
  private lastTo = 0;
  /** {@link natural}'s one-number block */
  private readonly one: number[] = [0];
  private readonly maxTokenLength: number;

  /** The line of the last token read (1 before any): where an error about it is. */
  get line(): number {
    return this.tokenLine;
  }

  constructor(source: ByteSource, options: TokenReaderOptions = {}) {
    this.source = source;
    this.buf = new Uint8Array(Math.max(16, options.bufferSize ?? 1 << 20));
    this.maxTokenLength = Math.max(1, options.maxTokenLength ?? MAX_TOKEN_LENGTH);
  }

  /** Moves the unread bytes to the front and reads more; false at the end of input. */
  private refill(): boolean {
    if (this.eof) return false;
    if (this.pos > 0) {
      this.buf.copyWithin(0, this.pos, this.end);
      this.end -= this.pos;
      this.pos = 0;
    }
    if (this.end === this.buf.length) {
      const bigger = new Uint8Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    const n = this.source.read(this.buf, this.end);
    if (n <= 0) {
      this.eof = true;
      return false;
    }
    this.end += n;
    return true;
  }

  /** Skips whitespace; true when a token follows. */
  private skip(): boolean {
    for (;;) {
      const buf = this.buf;
      const end = this.end;
      let pos = this.pos;
      while (pos < end) {
        const c = buf[pos]!;
        if (c === 10) this.lineAt++;
        else if (!isSpace(c)) {
          this.pos = pos;
          return true;
        }
        pos++;
      }
      this.pos = pos;
      if (!this.refill()) return false;
    }
  }

  /** Whether another token follows (skipping whitespace). */
  hasMore(): boolean {
    return this.skip();
  }

  /**
   * The end of the token starting at `pos`, reading more input until it is whole
   * (reading may move the token to the front of the buffer: `pos` stays its start).
   */
  private tokenEnd(): number {
    let i = this.pos;
    for (;;) {
      const buf = this.buf;
      const end = this.end;
      while (i < end && !isSpace(buf[i]!)) i++;
      const offset = i - this.pos;
      if (offset > this.maxTokenLength) {
        const text = this.text(this.pos, i);
        throw new InputError(`a token of at most ${this.maxTokenLength.toLocaleString("en-US")} characters (the longest the reader takes)`, text, { line: this.tokenLine });
      }
      if (i < end) return i;
      if (!this.refill()) return this.end;
      i = this.pos + offset;
    }
  }

  /**
   * Takes the whole token starting at `pos` (after `skip()` found one): notes its
   * line and moves `pos` past it. Returns its start; it ends at the new `pos`.
   */
  private takeToken(): number {
    this.tokenLine = this.lineAt;
    const to = this.tokenEnd();
    const from = this.pos; // after tokenEnd: it may have moved the bytes in the buffer
    this.pos = to;
    return from;
  }

  /** The next token as text (for messages and for tokens that are not numbers). */
  private text(from: number, to: number): string {
    return decoder.decode(this.buf.subarray(from, Math.min(to, from + 200)));
  }

  /**
   * Reads many numbers at once: up to `max` short plain numbers (at most 15 digits, each
   * followed by whitespace inside the buffer) into `into`, in one loop — a judge run is
   * short, so its hot loop must be one that V8 optimises early. Stops before the first
   * token that needs {@link natural}'s care (a long or malformed token, one at the end
   * of the buffer, one after a \v or \f) and at the end of input; the caller reads that
   * one with {@link natural}, which reports an error with its line. {@link natural} is
   * this with a block of one.
   *
   * @param into - where the numbers go, from index 0 (see `numberBlock`)
   * @param max - at most this many (≤ into.length)
   * @returns how many numbers were read
   */
  naturals(into: number[], max: number): number {
    const buf = this.buf;
    const end = this.end;
    let pos = this.pos;
    let line = this.lineAt;
    /** where the last number read lies, and its line */
    let from = -1;
    let to = 0;
    let fromLine = line;
    let k = 0;
    for (; k < max; k++) {
      let start = pos;
      while (start < end) {
        const c = buf[start]!;
        if (c === 10) line++;
        else if (c !== 32 && c !== 13 && c !== 9) break;
        start++;
      }
      let v = 0;
      let at = start;
      while (at < end) {
        const d = buf[at]! - 48;
        if (d < 0 || d > 9) break;
        v = v * 10 + d;
        at++;
      }
      if (at === end || at === start || at - start > 15 || !isSpace(buf[at]!)) {
        // leave this token to natural(): the whitespace before it is consumed
        pos = start;
        break;
      }
      into[k] = v;
      from = start;
      to = at;
      fromLine = line;
      pos = at;
    }
    if (from >= 0) {
      this.lastFrom = from;
      this.lastTo = to;
      this.tokenLine = fromLine;
    }
    this.pos = pos;
    this.lineAt = line;
    return k;
  }

  /**
   * Reads a non-negative decimal integer of any size.
   *
   * @param what - what is expected, for the error message (e.g. "a pile size")
   * @returns a number when below 2^53, else a bigint
   * @throws InputError when the input ends or the token is not a non-negative integer
   */
  natural(what: string): number | bigint {
    return this.naturals(this.one, 1) === 1 ? this.one[0]! : this.naturalSlow(what, false)!;
  }

  /**
   * Like {@link natural}, but null when the input ends before the token (where a new test
   * case may start or the input may end).
   */
  naturalOrEnd(what: string): number | bigint | null {
    return this.naturals(this.one, 1) === 1 ? this.one[0]! : this.naturalSlow(what, true);
  }

  /**
   * Like {@link natural} ({@link naturalOrEnd} when `orEnd`), but a number of more than
   * `most` significant digits (`most` at least 15: shorter numbers are always held) is not held: its digits are checked as they stream past and
   * only their count comes back, `{ digits }`, in the memory of one buffer however long it
   * is (leading zeros are not counted).
   */
  naturalOrDigits(what: string, most: number, orEnd = false): number | bigint | null | { digits: number } {
    if (this.naturals(this.one, 1) === 1) return this.one[0]!;
    if (!this.skip()) {
      if (orEnd) return null;
      throw new InputError(what, null, { line: this.line });
    }
    this.tokenLine = this.lineAt;
    let kept = 0; // bytes of the token held from pos (none once past `most` digits)
    let zeros = 0; // leading zeros among them
    let count = 0; // significant digits in all
    for (;;) {
      const buf = this.buf;
      const end = this.end;
      let i = this.pos + kept;
      while (i < end && !isSpace(buf[i]!)) {
        const d = buf[i]! - 48;
        if (d < 0 || d > 9) {
          const to = this.tokenEnd(); // the whole token (as far as it is held) for the message
          throw new InputError(what, this.text(this.pos, to), { line: this.tokenLine });
        }
        if (count === 0 && d === 0) zeros++;
        else count++;
        i++;
      }
      kept = i - this.pos;
      if (count > most) {
        this.pos = i;
        kept = 0;
        zeros = 0;
      } else if (zeros > most) {
        // a long run of leading zeros is not held either
        this.pos += zeros;
        kept -= zeros;
        zeros = 0;
      }
      if (i < end || !this.refill()) break;
    }
    if (count > most) return { digits: count };
    const from = this.pos + zeros;
    const to = this.pos + kept;
    this.pos = to;
    this.lastFrom = from;
    this.lastTo = to;
    if (to - from <= 15) {
      let v = 0;
      for (let i = from; i < to; i++) v = v * 10 + (this.buf[i]! - 48);
      return v;
    }
    const big = decimalToBigInt(decoder.decode(this.buf.subarray(from, to)));
    return big <= MAX_SAFE ? Number(big) : big;
  }

  /** {@link natural} for tokens that cross a read, are long, or are malformed. */
  private naturalSlow(what: string, orEnd: boolean): number | bigint | null {
    if (!this.skip()) {
      if (orEnd) return null;
      throw new InputError(what, null, { line: this.line });
    }
    const from = this.takeToken();
    const to = this.pos;
    this.lastFrom = from;
    this.lastTo = to;
    const buf = this.buf;
    if (to - from <= 15) {
      let v = 0;
      for (let i = from; i < to; i++) {
        const d = buf[i]! - 48;
        if (d < 0 || d > 9) throw new InputError(what, this.text(from, to), { line: this.line });
        v = v * 10 + d;
      }
      return v;
    }
    for (let i = from; i < to; i++) {
      const d = buf[i]! - 48;
      if (d < 0 || d > 9) throw new InputError(what, this.text(from, to), { line: this.line });
    }
    const big = decimalToBigInt(decoder.decode(buf.subarray(from, to)));
    return big <= MAX_SAFE ? Number(big) : big;
  }

  /**
   * Reads a non-negative decimal integer below 2^64 as two numbers, without a bigint:
   * parts[0] = the high 32 bits, parts[1] = the low 32 bits (for keys of huge boards kept
   * in typed arrays).
   *
   * @param what - what is expected, for the error message
   * @param parts - where the two halves go
   * @returns false when the number is 2^64 or more (parts then hold nothing useful)
   * @throws InputError when the input ends or the token is not a non-negative integer
   */
  naturalParts(what: string, parts: number[]): boolean {
    if (!this.skip()) throw new InputError(what, null, { line: this.line });
    const from = this.takeToken();
    const to = this.pos;
    this.lastFrom = from;
    this.lastTo = to;
    const buf = this.buf;
    let high = 0;
    let low = 0;
    for (let i = from; i < to; i++) {
      const d = buf[i]! - 48;
      if (d < 0 || d > 9) throw new InputError(what, this.text(from, to), { line: this.line });
      // low < 2^32 and high < 2^33 before: every step is exact on doubles
      low = low * 10 + d;
      const carry = Math.floor(low / 4294967296);
      low -= carry * 4294967296;
      high = Math.min(high * 10 + carry, 8589934592);
    }
    parts[0] = high;
    parts[1] = low;
    return high < 4294967296;
  }

  /** The text of the last token read, as it was written (e.g. for a range error). */
  lastToken(): string {
    return this.text(this.lastFrom, this.lastTo);
  }

  /**
   * Reads a count (of games, cases, cells): a non-negative integer. Counts past 2^53 are
   * returned as Infinity (the input ends long before).
   */
  count(what: string): number {
    const v = this.natural(what);
    return typeof v === "number" ? v : Infinity;
  }

  /**
   * Reads the next token as text, without checking it (e.g. for trailing garbage).
   * @returns the token, or null at the end of input
   */
  token(): string | null {
    if (!this.skip()) return null;
    const from = this.takeToken();
    return this.text(from, this.pos);
  }
}
