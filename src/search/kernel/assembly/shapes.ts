// Components the kernel values without a search (AssemblyScript): paths and cycles of any
// graph (their values tabulated once: a move on a path leaves two paths), and on a grid a
// region that is its own half turn with no cell next to or on its image, which is 0 (the
// second player answers each move with its image: the mirror strategy).

import { ARC_KAYLES, adj, branches, columns, halfTurn, mode } from "./graph";

/** Values of the path of n vertices and of the cycle of n vertices, n ≤ 64. */
const pathValue = new StaticArray<i32>(65);
const cycleValue = new StaticArray<i32>(65);

/** Tabulates the values of paths and cycles for the game (after the graph's game is set). */
export function prepareShapes(): void {
  // a move takes `take` consecutive vertices of a path (Arc Kayles: 2; Node Kayles: 1 with its
  // neighbours, 2 at an end of the path, 3 inside it) and leaves the paths on either side
  for (let n = 0; n <= 64; n++) {
    let seen: u64 = 0;
    if (mode === ARC_KAYLES) {
      for (let a = 0; a + 2 <= n; a++) seen |= <u64>1 << (unchecked(pathValue[a]) ^ unchecked(pathValue[n - 2 - a]));
    } else {
      for (let v = 0; v < n; v++) {
        const left = v - 1 > 0 ? v - 1 : 0;
        const right = n - v - 2 > 0 ? n - v - 2 : 0;
        seen |= <u64>1 << (unchecked(pathValue[left]) ^ unchecked(pathValue[right]));
      }
    }
    unchecked((pathValue[n] = <i32>ctz(~seen)));
  }
  for (let n = 3; n <= 64; n++) unchecked((cycleValue[n] = unchecked(pathValue[mode === ARC_KAYLES ? n - 2 : n - 3]) === 0 ? 1 : 0));
}

/** The value of the connected set `set` of `size` vertices when it is a path or a cycle, else −1. */
export function thinValue(set: u64, size: i32): i32 {
  if (columns > 0 && branches(set)) return -1;
  let ends = 0;
  for (let a = set; a !== 0; a &= a - 1) {
    const d = popcnt(unchecked(adj[<i32>ctz(a)]) & set);
    if (d > 2) return -1;
    if (d === 1) ends++;
  }
  // connected with every degree at most 2: a path (two ends) or a cycle (none)
  return ends === 0 ? unchecked(cycleValue[size]) : unchecked(pathValue[size]);
}

/** 0 when the grid region `set` is its own half turn and no cell is on or next to its image, else −1. */
export function mirrorValue(set: u64): i32 {
  return halfTurn(set) ? 0 : -1;
}
