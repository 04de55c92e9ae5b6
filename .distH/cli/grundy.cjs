#!/usr/bin/env node
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// src/_internals/quote.ts
function visible(c) {
  if (c === " " || !INVISIBLE.test(c)) return c;
  const code = c.codePointAt(0);
  if (code < 32 || code === 127) return `\\x${code.toString(16).padStart(2, "0")}`;
  return code > 65535 ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, "0")}`;
}
function quote(text) {
  const shown = [];
  for (const c of text) {
    if (shown.length === 41) break;
    shown.push(visible(c));
  }
  if (shown.length <= 40 && shown.join("").length <= 40) return `"${shown.join("")}"`;
  let out = "";
  for (const s of shown) {
    if (out.length + s.length > 37) break;
    out += s;
  }
  return `"${out}..."`;
}
var INVISIBLE;
var init_quote = __esm({
  "src/_internals/quote.ts"() {
    "use strict";
    INVISIBLE = /^[\p{Cc}\p{Cf}\p{Z}\p{Cs}\p{Co}\p{Cn}]$/u;
  }
});

// src/_internals/describeValue.ts
function describeValue(value) {
  if (typeof value === "string") return value;
  if (typeof value === "bigint") return `${value}n`;
  if (value === null || typeof value !== "object") return String(value);
  try {
    return JSON.stringify(value, (_k, v) => typeof v === "bigint" ? `${v}n` : v) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
var init_describeValue = __esm({
  "src/_internals/describeValue.ts"() {
    "use strict";
  }
});

// src/_internals/checks.ts
function nonNegativeInteger(x, what) {
  if (typeof x === "bigint" ? x >= 0n : typeof x === "number" && Number.isSafeInteger(x) && x >= 0) return BigInt(x);
  throw new InputError(`${what} to be a non-negative integer (a number up to 2^53 \u2212 1 or a bigint)`, typeof x === "string" ? JSON.stringify(x) : describeValue(x));
}
var init_checks = __esm({
  "src/_internals/checks.ts"() {
    "use strict";
    init_errors();
    init_describeValue();
  }
});

// src/errors.ts
var GrundyError, InputError;
var init_errors = __esm({
  "src/errors.ts"() {
    "use strict";
    init_quote();
    init_describeValue();
    init_checks();
    GrundyError = class extends Error {
      name = "GrundyError";
    };
    InputError = class extends GrundyError {
      name = "InputError";
      /** What the reader expected, e.g. "a non-negative integer". */
      expected;
      /** The offending token ("" at end of input). */
      got;
      location;
      constructor(expected, got, location = {}) {
        const where = [location.line !== void 0 ? `line ${location.line}` : "", location.column !== void 0 ? `column ${location.column}` : ""].filter(Boolean).join(", ");
        const found = got === null ? "end of input" : quote(got);
        super(`${where ? `${where}: ` : ""}expected ${expected}, got ${found}`);
        this.expected = expected;
        this.got = got ?? "";
        this.location = location;
      }
    };
  }
});

// src/arith/bigint.ts
function isqrt(n) {
  if (n < 0n) throw new RangeError("isqrt of a negative number");
  if (n < 9007199254740992n) {
    let r = BigInt(Math.floor(Math.sqrt(Number(n))));
    while (r * r > n) r--;
    while ((r + 1n) * (r + 1n) <= n) r++;
    return r;
  }
  const bits = bitLength(n);
  const k = Math.floor(bits / 4);
  if (k < 32) {
    let x2 = 1n << BigInt(Math.ceil(bits / 2));
    for (; ; ) {
      const y = x2 + n / x2 >> 1n;
      if (y >= x2) return x2;
      x2 = y;
    }
  }
  let x = isqrt(n >> BigInt(2 * k)) + 1n << BigInt(k);
  for (; ; ) {
    x = x + n / x >> 1n;
    for (let i = 0; i < 4; i++) {
      if (x * x <= n) return x;
      x--;
    }
  }
}
function bitLength(n) {
  if (n < 0n) n = -n;
  return n === 0n ? 0 : n.toString(2).length;
}
function tenToBlock(j) {
  for (let i = POWERS.length; i <= j; i++) POWERS.push(i === 0 ? 10n ** BigInt(PLAIN_DIGITS) : POWERS[i - 1] * POWERS[i - 1]);
  return POWERS[j];
}
function decimalToBigInt(digits) {
  return convert(digits, 0, digits.length);
}
function convert(digits, from, to) {
  const n = to - from;
  if (n <= PLAIN_DIGITS) return BigInt(from === 0 && to === digits.length ? digits : digits.slice(from, to));
  let j = 0;
  while (PLAIN_DIGITS * 2 ** (j + 1) < n) j++;
  const split = to - PLAIN_DIGITS * 2 ** j;
  const high = convert(digits, from, split);
  const low = convert(digits, split, to);
  return high === 0n ? low : high * tenToBlock(j) + low;
}
var PLAIN_DIGITS, POWERS;
var init_bigint = __esm({
  "src/arith/bigint.ts"() {
    "use strict";
    init_errors();
    PLAIN_DIGITS = 4096;
    POWERS = [];
  }
});

// src/games/wythoff/closedForms.ts
function floorPhiBig(k) {
  return k + isqrt(5n * k * k) >> 1n;
}
function floorPhiNumber(k) {
  if (k === 0) return 0;
  const x = k * PHI;
  const f = Math.floor(x);
  const frac = x - f;
  const tol = k * TOLERANCE;
  if (frac > tol && 1 - frac > tol) return f;
  return Number(floorPhiBig(BigInt(k)));
}
function floorPhi(k) {
  return k <= BigInt(FAST_LIMIT) ? BigInt(floorPhiNumber(Number(k))) : floorPhiBig(k);
}
function toBig(x, what) {
  return nonNegativeInteger(x, what);
}
function wythoffIsP(a, b) {
  if (typeof a === "number" && typeof b === "number" && Number.isSafeInteger(a) && Number.isSafeInteger(b) && a >= 0 && b >= 0) {
    return wythoffIsPNumber(a, b);
  }
  let x = toBig(a, "a");
  let y = toBig(b, "b");
  if (x > y) [x, y] = [y, x];
  const k = y - x;
  if (k === 0n) return x === 0n;
  const low = 2n * x - k;
  const high = low + 2n;
  if (high <= 0n) return false;
  const fiveKK = 5n * k * k;
  return (low < 0n || low * low < fiveKK) && fiveKK < high * high;
}
function wythoffIsPNumber(a, b) {
  const x = a < b ? a : b;
  const k = a < b ? b - a : a - b;
  if (k <= FAST_LIMIT) return floorPhiNumber(k) === x;
  return floorPhiBig(BigInt(k)) === BigInt(x);
}
function wythoffPartner(v) {
  const vv = toBig(v, "v");
  if (vv === 0n) return 0n;
  const k = floorPhi(vv + 1n) - (vv + 1n);
  if (floorPhi(k) === vv) return vv + k;
  const j = vv - k;
  return floorPhi(j);
}
function wythoffWinningMoves(a, b) {
  const x = toBig(a, "a");
  const y = toBig(b, "b");
  const out = [];
  const pa = wythoffPartner(x);
  if (pa < y) out.push([x, pa]);
  const pb = wythoffPartner(y);
  if (pb < x) out.push([pb, y]);
  const small = x < y ? x : y;
  const d = x < y ? y - x : x - y;
  const ad = floorPhi(d);
  if (ad < small) {
    const take = small - ad;
    out.push([x - take, y - take]);
  }
  return out;
}
var PHI, FAST_LIMIT, TOLERANCE;
var init_closedForms = __esm({
  "src/games/wythoff/closedForms.ts"() {
    "use strict";
    init_bigint();
    init_checks();
    PHI = (1 + Math.sqrt(5)) / 2;
    FAST_LIMIT = 2 ** 40;
    TOLERANCE = 2 ** -50;
  }
});

// src/judge/tokens.ts
function numberBlock() {
  return new Array(NUMBER_BLOCK).fill(0);
}
function isSpace(c) {
  return c === 32 || c >= 9 && c <= 13;
}
var MAX_TOKEN_LENGTH, MAX_SAFE, NUMBER_BLOCK, decoder, TokenReader;
var init_tokens = __esm({
  "src/judge/tokens.ts"() {
    "use strict";
    init_bigint();
    init_errors();
    MAX_TOKEN_LENGTH = 1e8;
    MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
    NUMBER_BLOCK = 4096;
    decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    TokenReader = class {
      source;
      buf;
      pos = 0;
      end = 0;
      eof = false;
      /** Line at `pos`. */
      lineAt = 1;
      tokenLine = 1;
      /** Where the last token read lies in the buffer (valid until the next read). */
      lastFrom = 0;
      lastTo = 0;
      /** {@link natural}'s one-number block */
      one = [0];
      maxTokenLength;
      /** The line of the last token read (1 before any): where an error about it is. */
      get line() {
        return this.tokenLine;
      }
      constructor(source, options = {}) {
        this.source = source;
        this.buf = new Uint8Array(Math.max(16, options.bufferSize ?? 1 << 20));
        this.maxTokenLength = Math.max(1, options.maxTokenLength ?? MAX_TOKEN_LENGTH);
      }
      /** Moves the unread bytes to the front and reads more; false at the end of input. */
      refill() {
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
      skip() {
        for (; ; ) {
          const buf = this.buf;
          const end = this.end;
          let pos = this.pos;
          while (pos < end) {
            const c = buf[pos];
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
      hasMore() {
        return this.skip();
      }
      /**
       * The end of the token starting at `pos`, reading more input until it is whole
       * (reading may move the token to the front of the buffer: `pos` stays its start).
       */
      tokenEnd() {
        let i = this.pos;
        for (; ; ) {
          const buf = this.buf;
          const end = this.end;
          while (i < end && !isSpace(buf[i])) i++;
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
      takeToken() {
        this.tokenLine = this.lineAt;
        const to = this.tokenEnd();
        const from = this.pos;
        this.pos = to;
        return from;
      }
      /** The next token as text (for messages and for tokens that are not numbers). */
      text(from, to) {
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
      naturals(into, max) {
        const buf = this.buf;
        const end = this.end;
        let pos = this.pos;
        let line = this.lineAt;
        let from = -1;
        let to = 0;
        let fromLine = line;
        let k = 0;
        for (; k < max; k++) {
          let start = pos;
          while (start < end) {
            const c = buf[start];
            if (c === 10) line++;
            else if (c !== 32 && c !== 13 && c !== 9) break;
            start++;
          }
          let v = 0;
          let at = start;
          while (at < end) {
            const d = buf[at] - 48;
            if (d < 0 || d > 9) break;
            v = v * 10 + d;
            at++;
          }
          if (at === end || at === start || at - start > 15 || !isSpace(buf[at])) {
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
      natural(what) {
        return this.naturals(this.one, 1) === 1 ? this.one[0] : this.naturalSlow(what, false);
      }
      /**
       * Like {@link natural}, but null when the input ends before the token (where a new test
       * case may start or the input may end).
       */
      naturalOrEnd(what) {
        return this.naturals(this.one, 1) === 1 ? this.one[0] : this.naturalSlow(what, true);
      }
      /** {@link natural} for tokens that cross a read, are long, or are malformed. */
      naturalSlow(what, orEnd) {
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
            const d = buf[i] - 48;
            if (d < 0 || d > 9) throw new InputError(what, this.text(from, to), { line: this.line });
            v = v * 10 + d;
          }
          return v;
        }
        for (let i = from; i < to; i++) {
          const d = buf[i] - 48;
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
      naturalParts(what, parts) {
        if (!this.skip()) throw new InputError(what, null, { line: this.line });
        const from = this.takeToken();
        const to = this.pos;
        this.lastFrom = from;
        this.lastTo = to;
        const buf = this.buf;
        let high = 0;
        let low = 0;
        for (let i = from; i < to; i++) {
          const d = buf[i] - 48;
          if (d < 0 || d > 9) throw new InputError(what, this.text(from, to), { line: this.line });
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
      lastToken() {
        return this.text(this.lastFrom, this.lastTo);
      }
      /**
       * Reads a count (of games, cases, cells): a non-negative integer. Counts past 2^53 are
       * returned as Infinity (the input ends long before).
       */
      count(what) {
        const v = this.natural(what);
        return typeof v === "number" ? v : Infinity;
      }
      /**
       * Reads the next token as text, without checking it (e.g. for trailing garbage).
       * @returns the token, or null at the end of input
       */
      token() {
        if (!this.skip()) return null;
        const from = this.takeToken();
        return this.text(from, this.pos);
      }
    };
  }
});

// src/judge/hdu1527.ts
var hdu1527_exports = {};
__export(hdu1527_exports, {
  hdu1527: () => hdu1527
});
function hdu1527(input, out, options = {}) {
  if (options.explain) return explain(input, out);
  const piles = numberBlock();
  let a = null;
  for (; ; ) {
    const k = input.naturals(piles, NUMBER_BLOCK);
    let j = 0;
    if (a !== null && k > 0) {
      answer(out, a, piles[0]);
      a = null;
      j = 1;
    }
    for (; j + 1 < k; j += 2) {
      out.byte(wythoffIsPNumber(piles[j], piles[j + 1]) ? 48 : 49);
      out.byte(10);
    }
    if (j < k) a = piles[j];
    if (k < NUMBER_BLOCK) {
      if (a === null) {
        a = input.naturalOrEnd(FIRST);
        if (a === null) return;
      } else {
        answer(out, a, input.natural(SECOND));
        a = null;
      }
    }
  }
}
function answer(out, a, b) {
  const lose = typeof a === "number" && typeof b === "number" ? wythoffIsPNumber(a, b) : wythoffIsP(a, b);
  out.byte(lose ? 48 : 49);
  out.byte(10);
}
function explain(input, out) {
  while (input.hasMore()) {
    const a = input.natural(FIRST);
    const b = input.natural(SECOND);
    if (wythoffIsP(a, b)) {
      const k = a < b ? BigInt(b) - BigInt(a) : BigInt(a) - BigInt(b);
      out.line(`(${a}, ${b}): 0, a P-position (the pair with difference k = ${k}): every move loses`);
    } else {
      const moves = wythoffWinningMoves(a, b).map(([x, y]) => `(${x}, ${y})`);
      out.line(`(${a}, ${b}): 1, win by moving to ${moves.join(" or ")}`);
    }
  }
}
var FIRST, SECOND;
var init_hdu1527 = __esm({
  "src/judge/hdu1527.ts"() {
    "use strict";
    init_closedForms();
    init_tokens();
    FIRST = "the first pile size (a non-negative integer)";
    SECOND = "the second pile size (a non-negative integer)";
  }
});

// src/arith/_internals/lehmerContinuedFraction.ts
function plainContinuedFraction(p, q) {
  const out = [];
  while (q !== 0n) {
    const a = p / q;
    out.push(a);
    [p, q] = [q, p - a * q];
  }
  return out;
}
function apply(pair, a, b, c, d) {
  const u = pair.u;
  pair.u = a * u + b * pair.v;
  pair.v = c * u + d * pair.v;
  if (pair.track) {
    const pa = pair.a;
    const pb = pair.b;
    pair.a = a * pa + b * pair.c;
    pair.b = a * pb + b * pair.d;
    pair.c = c * pa + d * pair.c;
    pair.d = c * pb + d * pair.d;
  }
}
function lehmerContinuedFraction(p, q) {
  const out = [];
  if (p < q) {
    out.push(0n);
    [p, q] = [q, p];
  }
  if (q === 0n) return out;
  const pair = { u: p, v: q, track: false, a: 1n, b: 0n, c: 0n, d: 1n };
  reduce(pair, PLAIN_BITS, out, bitLength(p));
  for (const a of plainContinuedFraction(pair.u, pair.v)) out.push(a);
  return out;
}
function reduce(pair, stopBits, out, bitsOfU) {
  const stop = 1n << BigInt(stopBits);
  let bitsU = bitsOfU;
  while (pair.v >= stop) {
    let shift = Math.max(0, bitsU - 64);
    let top = pair.u >> BigInt(shift);
    bitsU = shift + bitLength(top);
    if (bitsU - shift < LEAD_BITS && shift > 0) {
      bitsU = bitLength(pair.u);
      shift = Math.max(0, bitsU - 64);
      top = pair.u >> BigInt(shift);
    }
    if (bitsU >= 2 * PREFIX_BITS && bitsU - stopBits >= PREFIX_BITS) {
      const after = prefixRound(pair, bitsU, PREFIX_BITS, out);
      if (after > 0) {
        bitsU = after;
        continue;
      }
    }
    innerRound(pair, top, shift, bitsU, out);
  }
}
function prefixRound(pair, bitsU, lead, out) {
  const s = BigInt(bitsU - lead);
  const top = { u: pair.u >> s, v: pair.v >> s, track: true, a: 1n, b: 0n, c: 0n, d: 1n };
  const found = [];
  reduce(top, Math.floor(lead / 2) + 64, found, lead);
  if (found.length === 0) return 0;
  const u = top.a * pair.u + top.b * pair.v;
  const v = top.c * pair.u + top.d * pair.v;
  if (!(v > 0n && u > v)) return 0;
  pair.u = u;
  pair.v = v;
  if (pair.track) {
    const { a, b, c, d } = pair;
    pair.a = top.a * a + top.b * c;
    pair.b = top.a * b + top.b * d;
    pair.c = top.c * a + top.d * c;
    pair.d = top.c * b + top.d * d;
  }
  for (const a of found) out.push(a);
  return bitsU - lead + bitLength(top.u) + 2;
}
function innerRound(pair, top, shift, bitsU, out) {
  const h = bitsU - LEAD_BITS;
  let uh = Number(top >> BigInt(h - shift));
  let vh = Number(pair.v >> BigInt(h));
  let a = 1;
  let b = 0;
  let c = 0;
  let d = 1;
  for (; ; ) {
    if (vh + c === 0 || vh + d === 0) break;
    const q1 = Math.floor((uh + a) / (vh + c));
    if (q1 !== Math.floor((uh + b) / (vh + d))) break;
    out.push(BigInt(q1));
    let t = a - q1 * c;
    a = c;
    c = t;
    t = b - q1 * d;
    b = d;
    d = t;
    t = uh - q1 * vh;
    uh = vh;
    vh = t;
  }
  if (b === 0) {
    const quotient = pair.u / pair.v;
    out.push(quotient);
    apply(pair, 0n, 1n, 1n, -quotient);
  } else apply(pair, BigInt(a), BigInt(b), BigInt(c), BigInt(d));
}
var PLAIN_BITS, LEAD_BITS, PREFIX_BITS;
var init_lehmerContinuedFraction = __esm({
  "src/arith/_internals/lehmerContinuedFraction.ts"() {
    "use strict";
    init_bigint();
    PLAIN_BITS = 128;
    LEAD_BITS = 48;
    PREFIX_BITS = 6144;
  }
});

// src/arith/continuedFraction.ts
function continuedFraction(p, q) {
  if (q <= 0n || p < 0n) throw new RangeError("continuedFraction needs p \u2265 0 and q > 0");
  return lehmerContinuedFraction(p, q);
}
var init_continuedFraction = __esm({
  "src/arith/continuedFraction.ts"() {
    "use strict";
    init_lehmerContinuedFraction();
  }
});

// src/games/euclid/suspense.ts
function euclidSuspenseOfQuotients(quotients) {
  if (!Array.isArray(quotients)) throw new InputError("a list of quotients (positive integers)", describeValue(quotients));
  quotients.forEach((a, i) => {
    if (nonNegativeInteger(a, `quotient ${i + 1}`) === 0n) throw new InputError(`quotient ${i + 1} to be a positive integer`, "0");
  });
  let add0 = 0;
  let add1 = 0;
  for (const a of quotients) {
    const next0 = 1 + add1;
    add1 = a >= 2 ? 2 + add1 : 1 + add0;
    add0 = next0;
  }
  return add0;
}
function check(x, what) {
  nonNegativeInteger(x, what);
}
function euclidSuspense(p, q) {
  return euclidSuspenseOfQuotients(euclidQuotients(p, q));
}
function euclidQuotients(p, q) {
  check(p, "p");
  check(q, "q");
  let x = BigInt(p);
  let y = BigInt(q);
  if (x > y) [x, y] = [y, x];
  return x === 0n ? [] : continuedFraction(y, x);
}
var init_suspense = __esm({
  "src/games/euclid/suspense.ts"() {
    "use strict";
    init_continuedFraction();
    init_errors();
    init_checks();
    init_describeValue();
  }
});

// src/judge/_internals/largestEuclidSuspense.ts
function largestEuclidSuspense(piles, from, to) {
  let max = 0;
  for (let i = from; i + 1 < to; i += 2) {
    const p = piles[i];
    const q = piles[i + 1];
    let x = p < q ? p : q;
    let y = p < q ? q : p;
    let add0 = 0;
    let add1 = 0;
    while (x > 0) {
      const big = y >= 2 * x;
      const next0 = 1 + add1;
      add1 = big ? 2 + add1 : 1 + add0;
      add0 = next0;
      const r = y % x;
      y = x;
      x = r;
    }
    if (add0 > max) max = add0;
  }
  return max;
}
var init_largestEuclidSuspense = __esm({
  "src/judge/_internals/largestEuclidSuspense.ts"() {
    "use strict";
  }
});

// src/judge/hdu3595.ts
var hdu3595_exports = {};
__export(hdu3595_exports, {
  hdu3595: () => hdu3595
});
function hdu3595(input, out, options = {}) {
  if (options.explain) return explain2(input, out);
  const piles = numberBlock();
  while (input.hasMore()) {
    const max = largestSuspense(input, input.count(GAMES), piles);
    out.write((max & 1) === 1 ? "MM\n" : "GG\n");
  }
}
function largestSuspense(input, n, piles) {
  let max = 0;
  let p = null;
  for (let left = 2 * n; left > 0; ) {
    const want = Math.min(left, NUMBER_BLOCK);
    const k = input.naturals(piles, want);
    left -= k;
    let j = 0;
    if (p !== null && k > 0) {
      max = Math.max(max, euclidSuspense(p, piles[0]));
      p = null;
      j = 1;
    }
    max = Math.max(max, largestEuclidSuspense(piles, j, k));
    if ((k - j) % 2 === 1) p = piles[k - 1];
    if (k < want) {
      const v = input.natural(p === null ? P : Q);
      left--;
      if (p === null) p = v;
      else {
        max = Math.max(max, euclidSuspense(p, v));
        p = null;
      }
    }
  }
  return max;
}
function explain2(input, out) {
  let cases = 0;
  while (input.hasMore()) {
    const n = input.count(GAMES);
    const lines = [];
    let max = 0;
    for (let i = 0; i < n; i++) {
      const p = input.natural(P);
      const q = input.natural(Q);
      const s = euclidSuspense(p, q);
      if (s > max) max = s;
      const quotients = euclidQuotients(p, q);
      const who = s === 0 ? "finished" : s % 2 === 1 ? "MM wins it alone" : "GG wins it alone";
      lines.push(`  game ${i + 1} (${p}, ${q}): quotients [${quotients.join(", ")}], suspense ${s}, ${who}`);
    }
    const winner = max % 2 === 1 ? "MM" : "GG";
    out.line(`Case ${++cases}: ${winner}`);
    for (const l of lines) out.line(l);
    out.line(n === 0 ? "  no game: MM cannot move and loses" : `  largest suspense ${max} is ${max % 2 === 1 ? "odd: MM makes the last move" : "even: GG makes the last move"}`);
  }
}
var GAMES, P, Q;
var init_hdu3595 = __esm({
  "src/judge/hdu3595.ts"() {
    "use strict";
    init_suspense();
    init_largestEuclidSuspense();
    init_tokens();
    GAMES = "the number of games N (a non-negative integer)";
    P = "the pile p (a non-negative integer)";
    Q = "the pile q (a non-negative integer)";
  }
});

// src/heap/heapRules.ts
var init_heapRules = __esm({
  "src/heap/heapRules.ts"() {
    "use strict";
    init_errors();
    init_describeValue();
  }
});

// src/sequence/periodicity.ts
function theoremBound(theorem, preperiod, period) {
  const k = theorem.parts;
  const n1 = Math.max(preperiod, 1);
  return k * n1 + (k - 1) * period + theorem.removed + (theorem.unequal ? period : 0);
}
function findPeriodByTheorem(values, theorem, options = {}) {
  const N = values.length;
  const repeats = options.minRepeats ?? 1.5;
  const provenOnly = options.provenOnly === true;
  for (let p = 1; p < N; p++) {
    let m = N - p - 1;
    while (m >= 0 && values[m] === values[m + p]) m--;
    const n0 = m + 1;
    const agree = N - p - n0;
    const bound = theorem && theoremBound(theorem, n0, p);
    const proven = bound !== null && bound <= N - p;
    if (provenOnly ? !proven : !proven && (agree < repeats * p || agree < p + 16)) {
      if (provenOnly ? theorem === null || theoremBound(theorem, 0, p) > N - p : (repeats + 1) * p > N) break;
      continue;
    }
    return { period: p, preperiod: n0, lastException: n0 > 0 ? n0 - 1 : null, proven, needed: bound === null ? null : bound + p };
  }
  return null;
}
var init_periodicity = __esm({
  "src/sequence/periodicity.ts"() {
    "use strict";
    init_heapRules();
  }
});

// src/games/strip/closedForms.ts
function blankValues(size, known = new Uint16Array(1)) {
  const g = new Uint16Array(size);
  g.set(known.subarray(0, Math.min(known.length, size)));
  const seen = new Int32Array(size + 2).fill(-1);
  for (let k = Math.max(1, known.length); k < size; k++) {
    for (let i = 0; i <= k - 1 - i; i++) seen[g[i] ^ g[k - 1 - i] ^ 1] = k;
    for (let i = 0; i <= k - 2 - i; i++) seen[g[i] ^ g[k - 2 - i]] = k;
    let m = 0;
    while (seen[m] === k) m++;
    g[k] = m;
  }
  return g;
}
function stripColouringPeriodicity() {
  if (periodicity) return periodicity;
  let g = new Uint16Array(1);
  for (let size = 64; size <= MAX_TABLE; size *= 2) {
    g = blankValues(size, g);
    const found = findPeriodByTheorem(g, STRIP_THEOREM, { provenOnly: true });
    if (found) {
      const { preperiod, period } = found;
      const proofBound = found.needed - period;
      periodicity = { preperiod, period, proofBound, values: g.subarray(0, proofBound + period + 1) };
      return periodicity;
    }
  }
  throw new Error(`strip colouring: no period proven within ${MAX_TABLE} values`);
}
function stripBlankGrundy(k) {
  const { preperiod, period, values } = periodicity ?? stripColouringPeriodicity();
  nonNegativeInteger(k, "a strip length");
  if (typeof k === "number") {
    return k < values.length ? values[k] : values[preperiod + (k - preperiod) % period];
  }
  if (k < BigInt(values.length)) return values[Number(k)];
  return values[preperiod + Number((k - BigInt(preperiod)) % BigInt(period))];
}
function colouredColumns(n, coloured) {
  const byColumn = /* @__PURE__ */ new Map();
  for (const [row, column] of coloured) {
    const c = nonNegativeInteger(column, "a cell's column");
    if (row !== 1 && row !== 2 || c < 1n || c > n) throw new InputError(`a cell (row 1 or 2, column 1 to ${n}) of the 2\xD7${n} board`, `(${describeValue(row)}, ${c})`);
    byColumn.set(c, (byColumn.get(c) ?? 0) | row);
  }
  return [...byColumn].sort((a, b) => a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
}
function stripColouringSegments(n, coloured) {
  const size = nonNegativeInteger(n, "the number of columns of a board");
  if (coloured === null || typeof coloured?.[Symbol.iterator] !== "function") {
    throw new InputError("the coloured cells: a list of [row, column] pairs", describeValue(coloured));
  }
  const out = [];
  let next = 1n;
  const blank = (upTo) => {
    const length = upTo - next;
    if (length > 0n) out.push({ kind: "blank", first: next, length, value: stripBlankGrundy(length) });
  };
  for (const [column, bits] of colouredColumns(size, coloured)) {
    blank(column);
    if (bits !== 3) out.push({ kind: "lone", column, row: bits === 1 ? 2 : 1, value: 1 });
    next = column + 1n;
  }
  blank(size + 1n);
  return out;
}
function stripBlankRunSpan(length) {
  const { preperiod, period } = periodicity ?? stripColouringPeriodicity();
  const scan = BigInt(2 * (preperiod + period) + 4);
  return length > scan ? scan : length;
}
function* stripSegmentMoves(part, want) {
  if (part.kind === "lone") {
    if (want === 0) yield { kind: "cell", row: part.row, column: part.column };
    return;
  }
  const { first, length } = part;
  const span = stripBlankRunSpan(length);
  for (let i = 0n; i < span; i++) {
    if ((stripBlankGrundy(i) ^ stripBlankGrundy(length - 1n - i) ^ 1) === want) yield { kind: "cell", row: 1, column: first + i };
    if (i + 2n <= length && (stripBlankGrundy(i) ^ stripBlankGrundy(length - 2n - i)) === want) yield { kind: "square", column: first + i };
  }
}
function stripColouringWinningMove(n, coloured) {
  const parts = stripColouringSegments(n, coloured);
  let x = 0;
  for (const s of parts) x ^= s.value;
  if (x === 0) return null;
  for (const s of parts) for (const move of stripSegmentMoves(s, s.value ^ x)) return move;
  return null;
}
var STRIP_THEOREM, MAX_TABLE, periodicity;
var init_closedForms2 = __esm({
  "src/games/strip/closedForms.ts"() {
    "use strict";
    init_errors();
    init_checks();
    init_describeValue();
    init_periodicity();
    STRIP_THEOREM = { removed: 2, parts: 2 };
    MAX_TABLE = 1 << 16;
  }
});

// src/judge/_internals/stripKeys.ts
function stripGrundyOfSortedKeys(n, keys, count) {
  let x = 0;
  let next = 1;
  let i = 0;
  while (i < count) {
    const column = Math.floor(keys[i] / 2);
    let bits = 0;
    for (; i < count && Math.floor(keys[i] / 2) === column; i++) bits |= 1 << keys[i] - 2 * column;
    x ^= stripBlankGrundy(column - next);
    if (bits !== 3) x ^= 1;
    next = column + 1;
  }
  return x ^ stripBlankGrundy(n + 1 - next);
}
var WIDE_N;
var init_stripKeys = __esm({
  "src/judge/_internals/stripKeys.ts"() {
    "use strict";
    init_closedForms2();
    WIDE_N = 2n ** 62n;
  }
});

// src/judge/hdu4559.ts
var hdu4559_exports = {};
__export(hdu4559_exports, {
  hdu4559: () => hdu4559
});
function hdu4559(input, out, options = {}) {
  const t = input.count(CASES);
  const scratch = { keys: new Float64Array(1024), wide: new ArrayBuffer(8 * 1024) };
  for (let c = 1; c <= t; c++) {
    const n = input.natural(WIDTH);
    const m = input.count(CELLS);
    if (typeof n === "number" && n <= FAST_N && !options.explain) {
      const value = fastCase(input, n, m, scratch);
      out.write("Case ");
      out.int(c);
      out.write(value !== 0 ? ": Alice\n" : ": Bob\n");
    } else if (!options.explain && n < WIDE_N) {
      const value = wideCase(input, BigInt(n), m, scratch);
      out.write(value !== 0 ? `Case ${c}: Alice
` : `Case ${c}: Bob
`);
    } else generalCase(input, c, n, m, out, options.explain === true);
  }
  if (input.hasMore()) {
    throw new InputError(`the end of input after ${t} test case${t === 1 ? "" : "s"}`, input.token(), { line: input.line });
  }
}
function fastCase(input, n, m, scratch) {
  let keys = scratch.keys;
  let count = 0;
  for (let i = 0; i < m; i++) {
    const x = input.natural(ROW);
    if (x !== 1 && x !== 2) throw new InputError(ROW, input.lastToken(), { line: input.line });
    let y;
    try {
      y = input.natural(COLUMN);
    } catch (e) {
      throw e instanceof InputError ? new InputError(columnWhat(n), e.got === "" ? null : e.got, e.location) : e;
    }
    if (typeof y !== "number" || y === 0 || y > n) throw new InputError(columnWhat(n), input.lastToken(), { line: input.line });
    if (count === keys.length) {
      const bigger = new Float64Array(keys.length * 2);
      bigger.set(keys);
      scratch.keys = keys = bigger;
    }
    keys[count++] = 2 * y + x - 1;
  }
  if (count > 32) keys.subarray(0, count).sort();
  else {
    for (let i = 1; i < count; i++) {
      const k = keys[i];
      let j = i - 1;
      for (; j >= 0 && keys[j] > k; j--) keys[j + 1] = keys[j];
      keys[j + 1] = k;
    }
  }
  return stripGrundyOfSortedKeys(n, keys, count);
}
function wideCase(input, n, m, scratch) {
  const nHigh = Number(n >> 32n);
  const nLow = Number(n & 0xffffffffn);
  const parts = [0, 0];
  let buffer = scratch.wide;
  let view = new DataView(buffer);
  let count = 0;
  for (let i2 = 0; i2 < m; i2++) {
    const x = input.natural(ROW);
    if (x !== 1 && x !== 2) throw new InputError(ROW, input.lastToken(), { line: input.line });
    let fits;
    try {
      fits = input.naturalParts(COLUMN, parts);
    } catch (e) {
      throw e instanceof InputError ? new InputError(columnWhat(n), e.got === "" ? null : e.got, e.location) : e;
    }
    const high = parts[0];
    const low = parts[1];
    if (!fits || high === 0 && low === 0 || high > nHigh || high === nHigh && low > nLow) {
      throw new InputError(columnWhat(n), input.lastToken(), { line: input.line });
    }
    if (8 * count === buffer.byteLength) {
      const bigger = new ArrayBuffer(buffer.byteLength * 2);
      new Uint8Array(bigger).set(new Uint8Array(buffer));
      scratch.wide = buffer = bigger;
      view = new DataView(buffer);
    }
    const keyLow = 2 * low + x - 1;
    const carry = keyLow >= TWO_32 ? 1 : 0;
    view.setUint32(8 * count, keyLow - carry * TWO_32, true);
    view.setUint32(8 * count + 4, 2 * high + carry, true);
    count++;
  }
  new BigUint64Array(buffer, 0, count).sort();
  let value = 0;
  let nextHigh = 0;
  let nextLow = 1;
  let i = 0;
  while (i < count) {
    const keyHigh = view.getUint32(8 * i + 4, true);
    const keyLow = view.getUint32(8 * i, true);
    const columnHigh = keyHigh >>> 1;
    const columnLow = (keyHigh & 1) * 2147483648 + (keyLow >>> 1);
    let bits = 0;
    for (; i < count && view.getUint32(8 * i + 4, true) === keyHigh && view.getUint32(8 * i, true) >>> 1 === keyLow >>> 1; i++) {
      bits |= 1 << (view.getUint32(8 * i, true) & 1);
    }
    value ^= stripBlankGrundy(gap(columnHigh, columnLow, nextHigh, nextLow));
    if (bits !== 3) value ^= 1;
    nextLow = columnLow + 1;
    nextHigh = columnHigh;
    if (nextLow === TWO_32) {
      nextLow = 0;
      nextHigh++;
    }
  }
  return value ^ stripBlankGrundy(n + 1n - (BigInt(nextHigh) << 32n) - BigInt(nextLow));
}
function gap(high, low, nextHigh, nextLow) {
  const d = high - nextHigh;
  if (d < 2 ** 20) return d * TWO_32 + (low - nextLow);
  return (BigInt(high) << 32n | BigInt(low)) - (BigInt(nextHigh) << 32n | BigInt(nextLow));
}
function generalCase(input, c, n, m, out, explain3) {
  const column = columnWhat(n);
  const cells = [];
  for (let i = 0; i < m; i++) {
    const x = input.natural(ROW);
    if (x !== 1 && x !== 2) throw new InputError(ROW, input.lastToken(), { line: input.line });
    const y = input.natural(column);
    if (y === 0 || y > n) throw new InputError(column, input.lastToken(), { line: input.line });
    cells.push([x, y]);
  }
  const segments = stripColouringSegments(n, cells);
  let value = 0;
  for (const s of segments) value ^= s.value;
  if (explain3) explainCase(c, n, cells, segments, value, out);
  else out.write(value !== 0 ? `Case ${c}: Alice
` : `Case ${c}: Bob
`);
}
function showMove(m) {
  return m.kind === "cell" ? `colour the cell in row ${m.row}, column ${m.column}` : `colour the 2x2 square on columns ${m.column}-${m.column + 1n}`;
}
function explainCase(c, n, cells, segments, value, out) {
  out.line(`Case ${c}: ${value !== 0 ? "Alice" : "Bob"}`);
  for (const s of segments) {
    out.line(
      s.kind === "blank" ? `  blank columns ${s.first}-${s.first + s.length - 1n} (2x${s.length}): Grundy value ${s.value}` : `  lone cell in row ${s.row}, column ${s.column}: Grundy value 1`
    );
  }
  const move = stripColouringWinningMove(n, cells);
  out.line(move ? `  nim-sum ${value}: Alice wins; ${showMove(move)}` : `  nim-sum 0: Alice loses${segments.length === 0 ? " (nothing left to colour)" : " whatever she colours"}`);
}
var CASES, WIDTH, CELLS, ROW, FAST_N, TWO_32, columnWhat, COLUMN;
var init_hdu4559 = __esm({
  "src/judge/hdu4559.ts"() {
    "use strict";
    init_errors();
    init_closedForms2();
    init_stripKeys();
    CASES = "the number of test cases T (a non-negative integer)";
    WIDTH = "the board length n (a non-negative integer)";
    CELLS = "the number of coloured cells m (a non-negative integer)";
    ROW = "a row (1 or 2)";
    FAST_N = 2 ** 51;
    TWO_32 = 4294967296;
    columnWhat = (n) => `a column (1 to ${n})`;
    COLUMN = "a column";
  }
});

// src/judge/problems.ts
async function loadProblem(name) {
  switch (name) {
    case "hdu1527":
      return (await Promise.resolve().then(() => (init_hdu1527(), hdu1527_exports))).hdu1527;
    case "hdu3595":
      return (await Promise.resolve().then(() => (init_hdu3595(), hdu3595_exports))).hdu3595;
    case "hdu4559":
      return (await Promise.resolve().then(() => (init_hdu4559(), hdu4559_exports))).hdu4559;
  }
}
var PROBLEM_NAMES;
var init_problems = __esm({
  "src/judge/problems.ts"() {
    "use strict";
    PROBLEM_NAMES = ["hdu1527", "hdu3595", "hdu4559"];
  }
});

// src/judge/fd.ts
function pause() {
  sleeper ??= new Int32Array(new SharedArrayBuffer(4));
  Atomics.wait(sleeper, 0, 0, 1);
}
function fdSource(fd) {
  return {
    read(into, offset) {
      for (; ; ) {
        try {
          return (0, import_node_fs.readSync)(fd, into, offset, into.length - offset, null);
        } catch (e) {
          const code = e.code;
          if (code === "EAGAIN") pause();
          else if (code === "EOF") return 0;
          else throw new GrundyError(`cannot read the input: ${code ?? String(e)}`);
        }
      }
    }
  };
}
function fdSink(fd) {
  return (bytes) => {
    let at = 0;
    while (at < bytes.length) {
      try {
        at += (0, import_node_fs.writeSync)(fd, bytes, at, bytes.length - at);
      } catch (e) {
        const code = e.code;
        if (code === "EAGAIN") pause();
        else if (code === "EPIPE") throw new OutputClosed("output closed");
        else throw new GrundyError(`cannot write the output: ${code ?? String(e)}`);
      }
    }
  };
}
var import_node_fs, OutputClosed, sleeper;
var init_fd = __esm({
  "src/judge/fd.ts"() {
    "use strict";
    init_errors();
    import_node_fs = require("node:fs");
    OutputClosed = class extends Error {
      name = "OutputClosed";
    };
  }
});

// src/judge/output.ts
var encoder, LineWriter;
var init_output = __esm({
  "src/judge/output.ts"() {
    "use strict";
    encoder = new TextEncoder();
    LineWriter = class {
      sink;
      buf;
      at = 0;
      constructor(sink, size = 1 << 16) {
        this.sink = sink;
        this.buf = new Uint8Array(size);
      }
      /** Appends one byte (e.g. 48 for "0", 10 for a newline). */
      byte(b) {
        if (this.at === this.buf.length) this.flush();
        this.buf[this.at++] = b;
      }
      /** Appends a non-negative safe integer in decimal. */
      int(n) {
        if (this.at + 16 > this.buf.length) this.flush();
        const buf = this.buf;
        let start = this.at;
        let end = start;
        do {
          buf[end++] = 48 + n % 10;
          n = Math.floor(n / 10);
        } while (n > 0);
        this.at = end;
        for (end--; start < end; start++, end--) {
          const t = buf[start];
          buf[start] = buf[end];
          buf[end] = t;
        }
      }
      /** Appends text. */
      write(s) {
        const n = s.length;
        if (this.at + 3 * n > this.buf.length) {
          this.flush();
          if (3 * n > this.buf.length) this.buf = new Uint8Array(3 * n);
        }
        const buf = this.buf;
        let at = this.at;
        for (let i = 0; i < n; i++) {
          const c = s.charCodeAt(i);
          if (c >= 128) {
            this.at += encoder.encodeInto(s, buf.subarray(this.at)).written;
            return;
          }
          buf[at++] = c;
        }
        this.at = at;
      }
      /** Appends text and a newline. */
      line(s) {
        this.write(s);
        this.byte(10);
      }
      /** Hands everything buffered to the sink. */
      flush() {
        if (this.at === 0) return;
        this.sink(this.buf.subarray(0, this.at));
        this.at = 0;
      }
    };
  }
});

// src/judge/run.ts
var run_exports = {};
__export(run_exports, {
  runJudge: () => runJudge
});
async function runJudge(problem, options = {}, streams = {}) {
  const solve = await loadProblem(problem);
  const out = new LineWriter(fdSink(streams.output ?? 1), 1 << 16);
  try {
    try {
      solve(new TokenReader(fdSource(streams.input ?? 0)), out, options);
    } finally {
      out.flush();
    }
  } catch (e) {
    if (e instanceof OutputClosed) return;
    if (e instanceof InputError) throw new GrundyError(`grundy judge ${problem}: ${e.message}`);
    throw e;
  }
}
var init_run = __esm({
  "src/judge/run.ts"() {
    "use strict";
    init_errors();
    init_fd();
    init_output();
    init_problems();
    init_tokens();
  }
});

// src/cli/grundy.ts
init_errors();

// src/cli/errorLine.ts
var COMMANDS = /* @__PURE__ */ new Set(["judge", "analyze", "seq", "plot", "play", "solve"]);
var INTERNAL_ERROR_EXIT = 70;
function errorLine(message, argv) {
  if (message.startsWith("grundy")) return message;
  const command = argv.slice(2).find((a) => !a.startsWith("-"));
  return command !== void 0 && COMMANDS.has(command) ? `grundy ${command}: ${message}` : `grundy: ${message}`;
}
function debugWanted(argv, env = process.env) {
  const end = argv.indexOf("--");
  const options = end < 0 ? argv.slice(2) : argv.slice(2, end);
  const variable = env.GRUNDY_DEBUG;
  return options.includes("--debug") || variable !== void 0 && variable !== "" && variable !== "0";
}
function internalErrorText(e, argv, debug = debugWanted(argv)) {
  const name = e instanceof Error ? e.name : typeof e;
  const raw = e instanceof Error ? e.message : String(e);
  const message = raw.split("\n").find((l) => l.trim() !== "") ?? "";
  const what = name === "Error" || name === typeof e ? message : `${name}: ${message}`;
  const line = errorLine(`internal error: ${what.trim() || name}`, argv);
  if (debug) return `${line}
${e instanceof Error && e.stack ? e.stack : String(e)}
`;
  return `${line} (run again with --debug or GRUNDY_DEBUG=1 for the stack)
`;
}

// src/cli/judgeShortcut.ts
init_problems();
function judgeShortcut(argv) {
  const args = argv.slice(2);
  if (args[0] !== "judge" || args.length < 2 || args.length > 3) return null;
  const rest = args.slice(1);
  const explain3 = rest.length === 2;
  if (explain3 && !rest.includes("--explain")) return null;
  const problem = rest.find((a) => a !== "--explain");
  if (problem === void 0 || !PROBLEM_NAMES.includes(problem)) return null;
  return async () => {
    const [{ runJudge: runJudge2 }] = await Promise.all([Promise.resolve().then(() => (init_run(), run_exports)), loadProblem(problem)]);
    await runJudge2(problem, { explain: explain3 });
  };
}

// src/cli/stdoutClosed.ts
var import_node_fs2 = require("node:fs");
var DEV_NULL = 1 << 8 | 3;
function stdoutClosed() {
  try {
    const st = (0, import_node_fs2.fstatSync)(1);
    if (!st.isCharacterDevice() || st.rdev !== DEV_NULL) return false;
    const flags = /^flags:\s*([0-7]+)/m.exec((0, import_node_fs2.readFileSync)("/proc/self/fdinfo/1", "latin1"));
    return flags !== null && (Number.parseInt(flags[1], 8) & 3) === 2;
  } catch {
    return false;
  }
}
var STDOUT_CLOSED = "grundy: standard output is closed: the answers would be lost (to discard them, redirect to /dev/null)";

// src/cli/grundy.ts
function writeError(text) {
  if (process.stderr.listenerCount("error") === 0) process.stderr.on("error", () => void 0);
  process.stderr.write(text);
}
function internalError(e) {
  writeError(internalErrorText(e, process.argv));
  process.exitCode = INTERNAL_ERROR_EXIT;
}
process.on("uncaughtException", (e) => {
  internalError(e);
  process.exit(INTERNAL_ERROR_EXIT);
});
var judge = judgeShortcut(process.argv);
if (stdoutClosed()) {
  writeError(`${STDOUT_CLOSED}
`);
  process.exitCode = 2;
} else if (judge) {
  judge().then(
    () => void 0,
    (e) => {
      if (!(e instanceof GrundyError)) return internalError(e);
      writeError(`${errorLine(e.message, process.argv)}
`);
      process.exitCode = 2;
    }
  );
} else {
  process.stderr.on("error", () => void 0);
  void import("./main.js");
}
//# sourceMappingURL=grundy.cjs.map
