import { GrundyError } from "../../errors.js";
import type { MovesTo } from "../family.js";
import { movable, print, subsets, type MoorePosition } from "./rules.js";

/** How many steps the closed-form search for every winning move may take before it settles for those found and Moore's. */
const WORK = 1_000_000;
/**
 * More moves than this from one position are out of any search's reach (days of work):
 * Grundy values there are refused at once rather than after the engine's whole budget.
 */
const OUT_OF_REACH = 10n ** 12n;

/** The heaps' binary digits, least significant first, all `length` long. */
function digits(heaps: readonly bigint[]): { bits: Uint8Array[]; length: number } {
  const text = heaps.map((h) => h.toString(2));
  const length = text.reduce((most, t) => Math.max(most, t === "0" ? 0 : t.length), 0);
  const bits = text.map((t) => {
    const b = new Uint8Array(length);
    if (t !== "0") for (let j = 0; j < t.length; j++) b[j] = t.charCodeAt(t.length - 1 - j) - 48;
    return b;
  });
  return { bits, length };
}

/** The number of moves from a position: the elementary symmetric sums e_1 … e_k of the heaps. */
function optionCount(p: MoorePosition): bigint {
  const { live, most } = movable(p);
  const e = [1n, ...Array.from({ length: most }, () => 0n)];
  for (const i of live) for (let j = most; j >= 1; j--) e[j] = e[j]! + e[j - 1]! * p.heaps[i]!;
  return e.slice(1).reduce((a, b) => a + b, 0n);
}

/** Leaves the position to the engine (undefined), or refuses it when no search could look through its options. */
export function toEngine(p: MoorePosition, what: string): undefined {
  const n = optionCount(p);
  if (n > OUT_OF_REACH) {
    throw new GrundyError(
      `${print(p)}: Moore's Nim (k ≥ 2) has no closed form for ${what}, and the position has about 10^${n.toString().length - 1} moves, out of the generic solver's reach (its outcome and winning moves are exact at any size)`,
    );
  }
  return undefined;
}

/** Moore: P exactly when every binary column of the heaps sums to a multiple of k + 1. */
export function mooreIsP({ k, heaps }: MoorePosition): boolean {
  const { bits, length } = digits(heaps);
  const m = k + 1n;
  for (let b = 0; b < length; b++) {
    let ones = 0;
    for (const row of bits) ones += row[b]!;
    if (BigInt(ones) % m !== 0n) return false;
  }
  return true;
}

class OutOfWork extends Error {}

/**
 * Every move to a P-position, in closed form at any size (at most `limit`; when the search
 * passes its work bound it settles for the moves found and Moore's, with complete false).
 *
 * A move is the set S of heaps it lowers (1 ≤ |S| ≤ k) and their new values. The heaps
 * outside S keep their bits, so column b must get exactly r_b = −(ones outside S) mod
 * (k + 1) ones from S (r_b ≤ |S|, else S cannot). Column by column from the top, a heap
 * of S is "tight" while its new value equals its old one so far: a tight heap must get 0
 * where it had 0, keeps tight where it gets its 1, and is lowered (free from then on)
 * where it gets 0 instead of its 1; every heap of S must be free at the end. Which new
 * values follow depends only on the tight set, so `feasible(b, T)` (memoised) says
 * whether columns b…0 can be completed from tight set T; the search only enters feasible
 * states, so it finds every move of S and no dead end. A smaller tight set is never worse
 * (a free heap can do whatever a tight one can), so `feasible` needs only the choices
 * keeping as few heaps tight as the count r_b allows. Different S or different new values
 * give different moves, so each is listed once.
 */
export function mooreWinningMoves(p: MoorePosition, limit: number): MovesTo<MoorePosition> {
  const { k, heaps } = p;
  const { live, most } = movable(p);
  const { bits, length } = digits(heaps);
  const moves: MoorePosition[] = [];
  let complete = true;
  let stop = false;
  let work = 0;
  const emit = (values: readonly bigint[]): void => {
    if (moves.length < limit) moves.push({ k, heaps: values });
    else {
      complete = false;
      stop = true;
    }
  };
  const s: MooreSearch = {
    heaps,
    bits,
    length,
    m1: k + 1n,
    columnOnes: Array.from({ length }, (_, b) => bits.reduce((n, row) => n + row[b]!, 0)),
    spend: (units = 1) => {
      work += units;
      if (work > WORK) throw new OutOfWork();
    },
    emit,
    stopped: () => stop,
  };

  try {
    if (most > 30) throw new OutOfWork();
    for (const set of subsets(live, most)) {
      s.spend(1 + Math.ceil((length * set.length) / 64)); // the columns' counts below
      search(s, set);
      if (stop) break;
    }
  } catch (e) {
    if (!(e instanceof OutOfWork)) throw e;
    const move = mooreMove(p);
    const text = move.join(",");
    if (!stop && !moves.some((m) => m.heaps.join(",") === text)) emit(move);
    complete = false;
  }
  return { moves, complete };
}

/** What the search of {@link mooreWinningMoves} shares: the heaps, their bits by column, the work spent, the moves found. */
interface MooreSearch {
  readonly heaps: readonly bigint[];
  readonly bits: Uint8Array[];
  readonly length: number;
  /** k + 1. */
  readonly m1: bigint;
  /** Per column, the heaps with a 1 there. */
  readonly columnOnes: readonly number[];
  /** Counts work; throws OutOfWork past the bound. */
  spend(units?: number): void;
  /** Lists a move found (the heaps after it). */
  emit(values: readonly bigint[]): void;
  /** Whether the list is full. */
  stopped(): boolean;
}

function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/** The submasks of `mask` with `size` bits. */
function* choose(mask: number, size: number, spend: () => void): Generator<number> {
  for (let s = mask; ; s = (s - 1) & mask) {
    spend();
    if (popcount(s) === size) yield s;
    if (s === 0) return;
  }
}

/** Every move that lowers exactly the heaps of `set` to a P-position, emitted. */
function search(s: MooreSearch, set: number[]): void {
  const full = (1 << set.length) - 1;
  const columns = columnNeeds(s, set);
  if (columns === undefined) return;
  const { need, ones } = columns;
  const feasible = feasibility(s, full, need, ones);
  if (!feasible(s.length - 1, full)) return;
  completions(s, set, full, need, ones, feasible);
}

/** Per column, the ones r_b the heaps of `set` must get and the mask of those with a 1 there; undefined when some r_b > |S|. */
function columnNeeds(s: MooreSearch, set: number[]): { need: number[]; ones: number[] } | undefined {
  const { bits, length, m1, columnOnes } = s;
  const size = set.length;
  const need: number[] = [];
  const ones: number[] = []; // per column, the mask of S's heaps with a 1 there
  for (let b = 0; b < length; b++) {
    let mask = 0;
    let inside = 0;
    set.forEach((i, t) => {
      if (bits[i]![b]) {
        mask |= 1 << t;
        inside++;
      }
    });
    const r = Number((m1 - (BigInt(columnOnes[b]! - inside) % m1)) % m1);
    if (r > size) return undefined;
    need.push(r);
    ones.push(mask);
  }
  return { need, ones };
}

/**
 * `feasible(b, T)`, memoised: whether columns b…0 can be completed from tight set T (only the
 * choices keeping fewest heaps tight). It keeps its own stack: a column is a level, and heaps
 * may have hundreds of thousands of binary digits.
 */
function feasibility(s: MooreSearch, full: number, need: readonly number[], ones: readonly number[]): (b: number, tight: number) => boolean {
  const { spend } = s;
  const memo = new Map<number, boolean>();
  const id = (b: number, tight: number): number => b * (full + 1) + tight;
  const lookup = (b: number, tight: number): boolean | undefined => (b < 0 ? tight === 0 : memo.get(id(b, tight)));
  /** Whether columns b…0 can be completed from tight set `tight` (only the choices keeping fewest heaps tight). */
  const feasible = (b: number, tight: number): boolean => {
    const first = lookup(b, tight);
    if (first !== undefined) return first;
    const stack: { b: number; tight: number; t0: number; kept: number[]; i: number }[] = [];
    const open = (b: number, tight: number): void => {
      spend();
      const t1 = tight & ones[b]!;
      const fewest = Math.max(0, need[b]! - popcount(full & ~tight));
      stack.push({ b, tight, t0: tight & ~ones[b]!, kept: fewest <= popcount(t1) ? [...choose(t1, fewest, spend)] : [], i: 0 });
    };
    open(b, tight);
    let answer = false;
    while (stack.length > 0) {
      const f = stack[stack.length - 1]!;
      let verdict: boolean | undefined;
      for (;;) {
        if (f.i >= f.kept.length) {
          verdict = false;
          break;
        }
        const known = lookup(f.b - 1, f.t0 | f.kept[f.i]!);
        if (known === undefined) break; // not known yet: look below first, then again
        if (known) {
          verdict = true;
          break;
        }
        f.i++;
      }
      if (verdict === undefined) {
        open(f.b - 1, f.t0 | f.kept[f.i]!);
        continue;
      }
      memo.set(id(f.b, f.tight), verdict);
      stack.pop();
      answer = verdict;
    }
    return answer;
  };
  return feasible;
}

/** Every completion of the columns, depth first with its own stack, each emitted as a move. */
function completions(s: MooreSearch, set: number[], full: number, need: readonly number[], ones: readonly number[], feasible: (b: number, tight: number) => boolean): void {
  const { heaps, length, spend } = s;
  // every completion, depth first: column b takes the ones `chosenAt[b]` from tight set `tightAt[b]`
  const chosenAt = new Int32Array(length);
  const tightAt = new Int32Array(length);
  /** The next choice of ones at column b after `after` (submasks downwards; null: the first) that stays feasible, or −1. */
  const next = (b: number, after: number | null): number => {
    const tight = tightAt[b]!;
    const t1 = tight & ones[b]!;
    const t0 = tight & ~ones[b]!;
    const avail = (full & ~tight) | t1;
    if (after === 0) return -1;
    for (let c = after === null ? avail : (after - 1) & avail; ; c = (c - 1) & avail) {
      spend();
      if (popcount(c) === need[b] && feasible(b - 1, t0 | (c & t1))) return c;
      if (c === 0) return -1;
    }
  };
  const emitPath = (): void => {
    const lowered = heaps.slice();
    set.forEach((i, t) => {
      let text = "0b";
      for (let b = length - 1; b >= 0; b--) text += (chosenAt[b]! >> t) & 1 ? "1" : "0";
      lowered[i] = BigInt(text);
    });
    s.emit(lowered);
  };
  let b = length - 1;
  tightAt[b] = full;
  let c = next(b, null);
  for (;;) {
    if (c < 0) {
      if (++b >= length) return;
      c = next(b, chosenAt[b]!);
      continue;
    }
    chosenAt[b] = c;
    if (b === 0) {
      emitPath();
      if (s.stopped()) return;
      c = next(0, c);
      continue;
    }
    const tight = tightAt[b]!;
    tightAt[b - 1] = (tight & ~ones[b]!) | (c & ones[b]! & tight);
    b--;
    c = next(b, null);
  }
}

/**
 * Moore's winning move from an N-position, in one pass from the top column: C, the heaps
 * lowered so far, is free below the column where each joined. At a column whose ones
 * outside C leave q ≢ 0 (mod k + 1), either k + 1 − q ≤ |C| and that many heaps of C take a
 * 1 there, or q + |C| ≤ k and q heaps outside C with a 1 there join C, lowered by turning
 * that 1 into 0. At most k heaps join, and every column ends with a multiple of k + 1.
 */
function mooreMove({ k, heaps }: MoorePosition): bigint[] {
  const { bits, length } = digits(heaps);
  const m1 = k + 1n;
  const chosen: number[] = [];
  const inC = heaps.map(() => false);
  const values = heaps.slice();
  for (let b = length - 1; b >= 0; b--) {
    const bit = 1n << BigInt(b);
    const outside = heaps.flatMap((_, i) => (!inC[i] && bits[i]![b] ? [i] : []));
    const q = BigInt(outside.length) % m1;
    for (const i of chosen) values[i] = values[i]! & ~bit;
    if (q === 0n) continue;
    const r = m1 - q;
    if (r <= BigInt(chosen.length)) {
      for (const i of chosen.slice(0, Number(r))) values[i] = values[i]! | bit;
    } else {
      for (const i of outside.slice(0, Number(q))) {
        inC[i] = true;
        chosen.push(i);
        values[i] = (values[i]! >> BigInt(b + 1)) << BigInt(b + 1); // the 1 at b and what is below it cleared
      }
    }
  }
  if (chosen.length === 0 || BigInt(chosen.length) > k || !mooreIsP({ k, heaps: values })) {
    throw new GrundyError(`${print({ k, heaps })}: no winning move found (a bug)`);
  }
  return values;
}
