import { wythoffIsP, wythoffIsPNumber, wythoffWinningMoves } from "../games/wythoff/closedForms.js";
import { InputError } from "../errors.js";
import type { JudgeOptions } from "./options.js";
import type { LineWriter } from "./output.js";
import { NUMBER_BLOCK, numberBlock, type TokenReader } from "./tokens.js";

const FIRST = "the first pile size (a non-negative integer)";
const SECOND = "the second pile size (a non-negative integer)";

/**
 * The longest pile held, in digits (10^7: a pair of such piles is decided in a few seconds).
 * A longer pile is streamed past and only its digits counted: see {@link longPile}.
 */
export const LONGEST_PILE = 10_000_000;

type Pile = number | bigint | { digits: number };

/**
 * HDU 1527 (Wythoff's game): lines `a b` until the end of input; for each, `0` when the
 * player to move loses, else `1`. With `explain`, each line names the position's class
 * and every winning move.
 *
 * @param input - the judge input
 * @param out - where the answers go
 * @param options - `explain: true` for reasons instead of bare answers
 * @example hdu1527(new TokenReader(memorySource("2 1\n8 4\n")), out) // writes "0\n1\n"
 */
export function hdu1527(input: TokenReader, out: LineWriter, options: JudgeOptions = {}): void {
  if (options.explain) return explain(input, out);
  const piles = numberBlock();
  /** the first pile of a line whose second is still to come */
  let a: number | bigint | null = null;
  // piles read in blocks; a pile the block reader leaves (or the end) is read on its own
  for (;;) {
    const k = input.naturals(piles, NUMBER_BLOCK);
    let j = 0;
    if (a !== null && k > 0) {
      answer(out, a, piles[0]!);
      a = null;
      j = 1;
    }
    for (; j + 1 < k; j += 2) {
      out.byte(wythoffIsPNumber(piles[j]!, piles[j + 1]!) ? 48 : 49);
      out.byte(10);
    }
    if (j < k) a = piles[j]!;
    if (k < NUMBER_BLOCK) {
      if (a === null) {
        const first = input.naturalOrDigits(FIRST, LONGEST_PILE, true);
        if (first === null) return;
        if (typeof first === "object") {
          answer(out, first, input.naturalOrDigits(SECOND, LONGEST_PILE) as Pile, input.line);
          continue;
        }
        a = first;
      } else {
        answer(out, a, input.naturalOrDigits(SECOND, LONGEST_PILE) as Pile, input.line);
        a = null;
      }
    }
  }
}

/** Answers one line read outside the block loop (either pile may be a bigint, or a pile past LONGEST_PILE digits). */
function answer(out: LineWriter, a: Pile, b: Pile, line = 0): void {
  const lose = typeof a === "object" || typeof b === "object" ? longPile(a, b, line) : typeof a === "number" && typeof b === "number" ? wythoffIsPNumber(a, b) : wythoffIsP(a, b);
  out.byte(lose ? 48 : 49);
  out.byte(10);
}

/** At most how many decimal digits a non-negative integer has (exact below 2^53; from its bit length above: at most one too many). */
function digitsAtMost(x: number | bigint | { digits: number }): number {
  if (typeof x === "object") return x.digits;
  if (typeof x === "number") return x === 0 ? 0 : String(x).length;
  return Math.floor(x.toString(16).length * 4 * Math.LOG10E * Math.LN2) + 1;
}

/**
 * Whether (a, b) is a P-position when a pile has more than LONGEST_PILE digits (it was not
 * held, only its digits counted). Wythoff's P-positions with a ≤ b are a = ⌊kφ⌋, b = a + k
 * (k ≥ 0), so b = ⌊kφ⌋ + k < kφ² and a > kφ − 1, hence b < φ(a + 1). With a of m digits
 * (a < 10^m) and b of n ≥ m + 2 digits (b ≥ 10^(m+1)): for a ≥ 1, b ≥ 10·10^m > 10a ≥
 * φ(a + 1) since 10a ≥ 2(a + 1) ≥ φ(a + 1); for a = 0 (m = 0), (0, b) is P only for b = 0.
 * So a pile with at least two digits more than the other makes the position N (false),
 * whatever its digits. Otherwise both piles are long and must be held: refused in one line.
 */
function longPile(a: Pile, b: Pile, line: number): false {
  const [m, n] = [digitsAtMost(a), digitsAtMost(b)];
  // the long one's count is exact; the other's at most one too many
  const short = Math.min(m, n);
  const long = Math.max(m, n);
  if (long >= short + 2) return false;
  throw new InputError(
    `piles of at most ${LONGEST_PILE.toLocaleString("en-US")} digits, or one with at least two digits more than the other (then the answer is 1)`,
    `${m} and ${n} digits`,
    { line },
  );
}

function explain(input: TokenReader, out: LineWriter): void {
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
