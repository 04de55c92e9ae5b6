// An independent proof of each solved quotient, by the definitions alone (nothing of
// src/misere but the quotient's answers: Φ, the product, P):
// - sound: a sum W is a misère P-position exactly when it has a move and no option is one. A
//   state (x, S, live) follows a sum heap by heap: x = Φ(W), S = the elements of W's options,
//   live = W has a move; adding a heap u gives (x·Φ(u), S·Φ(u) ∪ x·O(u), live or u has a
//   move), O(u) the elements of u's options. If isP(x) ⇔ (live and S ∩ P = ∅) at every
//   reachable state, then by induction on W every sum's outcome is the quotient's. Heaps with
//   the same Φ and O are one kind; the kinds are read off heaps 0 … 2·preperiod + 4 periods (O
//   repeats with Φ's period past twice the preperiod: the periodicity theorem's argument).
// - reduced: any two elements x ≠ y have a z with isP(xz) ≠ isP(yz), and every element is a
//   product of Φ's — so no smaller monoid describes the game: |Q| and |P| are the game's.
import { describe, expect, it } from "vitest";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";
import { type MisereQuotient, misereQuotient } from "../../src/misere/index.js";
import { octalOptions as options } from "../helpers/takeBreak.js";

interface Kind {
  readonly phi: number;
  readonly options: readonly number[];
}

function kinds(q: MisereQuotient, code: string, last?: number): { kinds: Kind[]; lastNew: number; top: number } {
  const top = last ?? 2 * q.preperiod! + 4 * q.period! + code.length;
  const seen = new Map<string, Kind>();
  let lastNew = 0;
  for (let n = 0; n <= top; n++) {
    const o = [...new Set(options(code, n).map((parts) => parts.reduce((x, h) => q.mul(x, q.phi(h)), q.identity)))].sort((a, b) => a - b);
    const key = `${q.phi(n)}|${o.join(",")}`;
    if (!seen.has(key)) {
      seen.set(key, { phi: q.phi(n), options: o });
      lastNew = n;
    }
  }
  return { kinds: [...seen.values()], lastNew, top };
}

/** Checks soundness over every reachable state; returns how many there are (throws on a counterexample). */
function sound(q: MisereQuotient, ks: readonly Kind[]): number {
  const bit = (x: number): bigint => 1n << BigInt(x);
  let pMask = 0n;
  for (let x = 0; x < q.order; x++) if (q.isP(x)) pMask |= bit(x);
  const times = (s: bigint, y: number): bigint => {
    let out = 0n;
    for (let x = 0; s >> BigInt(x) !== 0n; x++) if ((s >> BigInt(x)) & 1n) out |= bit(q.mul(x, y));
    return out;
  };
  const start = { x: q.identity, s: 0n, live: false };
  const key = (st: typeof start): string => `${st.x}|${st.s}|${st.live}`;
  const seen = new Set([key(start)]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const st = queue[i]!;
    const predicted = q.isP(st.x);
    const actual = st.live && (st.s & pMask) === 0n;
    if (predicted !== actual) throw new Error(`a sum with element ${q.elementName(st.x)} is ${actual ? "P" : "N"} but the quotient says ${predicted ? "P" : "N"}`);
    for (const k of ks) {
      let s = times(st.s, k.phi);
      for (const o of k.options) s |= bit(q.mul(st.x, o));
      const next = { x: q.mul(st.x, k.phi), s, live: st.live || k.options.length > 0 };
      const kk = key(next);
      if (!seen.has(kk)) {
        seen.add(kk);
        queue.push(next);
      }
    }
  }
  return queue.length;
}

/** Every element a product of Φ's, and any two told apart by a third. */
function reduced(q: MisereQuotient, ks: readonly Kind[]): void {
  const reached = new Set([q.identity]);
  const queue = [q.identity];
  for (let i = 0; i < queue.length; i++)
    for (const k of ks) {
      const y = q.mul(queue[i]!, k.phi);
      if (!reached.has(y)) {
        reached.add(y);
        queue.push(y);
      }
    }
  expect(reached.size).toBe(q.order);
  for (let x = 0; x < q.order; x++)
    for (let y = x + 1; y < q.order; y++) {
      let apart = false;
      for (let z = 0; z < q.order && !apart; z++) apart = q.isP(q.mul(x, z)) !== q.isP(q.mul(y, z));
      if (!apart) throw new Error(`${q.elementName(x)} and ${q.elementName(y)} are never told apart: the quotient is not reduced`);
    }
}

// [code, |Q|, |P|] as the engine finds them; the proof below makes them the game's
const SOLVED: [string, number, number][] = [
  ["0.77", 40, 9],
  ["0.75", 8, 2],
  ["0.123", 20, 5],
  ["0.15", 42, 12],
  ["0.71", 36, 9],
  ["0.34", 12, 3],
  ["0.53", 16, 3],
];

describe("an independent proof of each solved misère quotient", () => {
  it.each(SOLVED)("%s: every sum's outcome is the quotient's, and no smaller monoid would do (|Q| = %i, |P| = %i)", (code, order, pSize) => {
    const q = misereQuotient(parseHeapGame(code));
    expect(q.solved).toBe(true);
    const { kinds: ks, lastNew, top } = kinds(q, code);
    // the kinds settle well before the last heap looked at (they repeat with Φ's period)
    expect(lastNew).toBeLessThanOrEqual(top - 2 * q.period!);
    expect(sound(q, ks)).toBeGreaterThan(0);
    reduced(q, ks);
    expect([q.order, q.pSize]).toEqual([order, pSize]);
  });
});

// partial quotients (heaps 0 … n, not periodic): the same proof over the sums of those heaps
const PARTIAL: [string, number][] = [
  ["0.07", 20],
  ["0.72", 12],
  ["0.137", 18],
];

describe("an independent proof of partial misère quotients (the sums of heaps up to n)", () => {
  it.each(PARTIAL)("%s to heap %i: every such sum's outcome is the quotient's, and no smaller monoid would do", (code, n) => {
    const q = misereQuotient(parseHeapGame(code), { to: n });
    expect(q.heap).toBe(n);
    const { kinds: ks } = kinds(q, code, n);
    expect(sound(q, ks)).toBeGreaterThan(0);
    reduced(q, ks);
  });
});
