// Small components valued exactly the first time the kernel meets one (AssemblyScript): the
// mex of all their options, each option's parts valued the same way, every value kept in the
// table as exact. Igsolve keeps an end-game database; this one is built lazily. The recursion
// is at most ENDGAME_SIZE / 2 deep (a move takes at least one vertex; Arc Kayles two).

import { ARC_KAYLES, acrossStarts, adj, closedOf, columns, downStarts, halfTurnSymmetric, keyOf, mode, partOf } from "./graph";
import { mirrorValue, thinValue } from "./shapes";
import { cachedValue, rememberValue } from "./smallCache";
import { get, put } from "./table";

/** Components of at most this many vertices are valued exactly on sight. */
export const ENDGAME_SIZE: i32 = 12;
/** Components valued by {@link exactValue} (counted with the search's positions). */
export let endgameNodes: f64 = 0;

/** The value of the connected set `set` (at most {@link ENDGAME_SIZE} vertices, more than 2). */
export function exactValue(set: u64, size: i32): i32 {
  const c = cachedValue(set);
  if (c >= 0) return c;
  const g = valueOf(set, size);
  rememberValue(set, g);
  return g;
}

function valueOf(set: u64, size: i32): i32 {
  const v = thinValue(set, size);
  if (v >= 0) return v;
  const key = keyOf(set);
  if (halfTurnSymmetric && mirrorValue(set) === 0) return 0;
  const open = ~get(key);
  if (open !== 0 && (open & (open - 1)) === 0) return <i32>ctz(open);
  endgameNodes++;
  let seen: u64 = 0;
  if (mode !== ARC_KAYLES) {
    for (let a = set; a !== 0; a &= a - 1) seen |= <u64>1 << restValue(set & ~closedOf(<i32>ctz(a)));
  } else if (columns > 0) {
    for (let a = acrossStarts(set); a !== 0; a &= a - 1) seen |= <u64>1 << restValue(set & ~((<u64>3) << ctz(a)));
    for (let a = downStarts(set); a !== 0; a &= a - 1) {
      const c = ctz(a);
      seen |= <u64>1 << restValue(set & ~((<u64>1 << c) | (<u64>1 << (c + <u64>columns))));
    }
  } else {
    for (let a = set; a !== 0; a &= a - 1) {
      const u = ctz(a);
      for (let b = set & unchecked(adj[<i32>u]) & ~((<u64>2 << u) - 1); b !== 0; b &= b - 1) seen |= <u64>1 << restValue(set & ~((<u64>1 << u) | (<u64>1 << ctz(b))));
    }
  }
  const g = <i32>ctz(~seen);
  if (g > 31) unreachable();
  put(key, ~(<u32>1 << g), 1);
  return g;
}

/** The nim-sum of the values of the connected parts of `rest`. */
function restValue(rest: u64): i32 {
  let x = 0;
  while (rest !== 0) {
    const p = partOf(rest & (~rest + 1), rest);
    rest &= ~p;
    const size = <i32>popcnt(p);
    x ^= size === 1 ? (mode === ARC_KAYLES ? 0 : 1) : size === 2 ? 1 : exactValue(p, size);
  }
  return x;
}
