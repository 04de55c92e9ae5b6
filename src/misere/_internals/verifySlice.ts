import type { Monoid } from "./monoid.js";
import { repHeaps, type Representatives } from "./representatives.js";

/** The most states the search for a wrong sum may hold before it gives up. */
const MAX_STATES = 400_000;

/**
 * Checks that a slice is right for every sum of smaller heaps, not only for the
 * representatives it was computed from. The slice S claims: kH + W is a P-position exactly
 * when S[Φ(W)], where kH + W is P when E[Φ(W)] (no move in an H is to a P-position, given
 * by the slice before) and no move in W is. By induction on W, S is right for every W when
 *
 * (i) no heap h and element r have S[Φ(h)·r] while S[r·Φ(o)] for an option o of h, and
 * (ii) no sum W has ¬S[Φ(W)] and E[Φ(W)] while S[Φ(W − h)·Φ(o)] fails for every heap h of
 *      W and option o of h (such a W would be a P-position the slice calls N).
 *
 * (i) is a check over pairs. (ii) is a search over sums, heap kind by heap kind (heaps with
 * the same element and option elements are one kind; a kind's count matters only up to
 * where its powers cycle): a state is the product π so far and the set D of products of
 * the kinds still to come that keep every constraint met so far (the constraint of a kind
 * with m copies: π·g^(m−1)·(what comes after) ∈ L, the elements with no winning move in
 * that heap). A sum is bad when it ends with the identity in D, ¬S[π] and E[π].
 *
 * @returns undefined when the slice is right; a sum of heaps where it is wrong; or "large"
 *   when the search outgrew its bound
 */
export function verifySlice(
  q: Monoid,
  phi: readonly number[],
  heapOpts: readonly (readonly number[])[],
  reps: Representatives,
  S: Uint8Array,
  E: Uint8Array,
): number[] | undefined | "large" {
  const { order, table } = q;
  const reach = reps.byWeight.subarray(0, reps.reached);
  const letters = heapKinds(phi, heapOpts);
  // L[r] = 1: no option of the heap wins from r
  const Ls = letters.map(({ opts }) => {
    const L = new Uint8Array(order);
    for (const r of reach) {
      let ok = 1;
      for (const o of opts) {
        if (S[table[r * order + o]!]) {
          ok = 0;
          break;
        }
      }
      L[r] = ok;
    }
    return L;
  });
  // (i)
  for (let i = 0; i < letters.length; i++) {
    const { g, heap } = letters[i]!;
    const L = Ls[i]!;
    for (const r of reach) if (S[table[g * order + r]!] && !L[r]) return [...repHeaps(reps, r), heap];
  }
  return wrongSum(q, reach, letters, Ls, S, E);
}

/** A kind of heap: its element, the least heap of the kind, its options' elements. */
interface HeapKind {
  g: number;
  heap: number;
  opts: readonly number[];
}

/** The kinds of the heaps with a move (same element and option elements: one kind). */
function heapKinds(phi: readonly number[], heapOpts: readonly (readonly number[])[]): HeapKind[] {
  const kinds = new Map<string, HeapKind>();
  for (let h = 1; h < phi.length; h++) {
    if (heapOpts[h]!.length === 0) continue;
    const key = `${phi[h]}|${heapOpts[h]!.join(",")}`;
    if (!kinds.has(key)) kinds.set(key, { g: phi[h]!, heap: h, opts: heapOpts[h]! });
  }
  return [...kinds.values()];
}

/** The states of the search (ii), by number: π, D, the state before and the kind and count taken from it, whether a heap was taken, the sum's weight. */
interface States {
  pis: number[];
  Ds: Uint8Array[];
  parent: number[];
  move: [number, number][];
  nonEmpty: boolean[];
  weight: number[];
}

/** States are told apart by (π, non-empty, D): a numeric hash, then a comparison. */
function hashOf(pi: number, D: Uint8Array, ne: boolean, bytes: number): number {
  let h = (Math.imul(pi, 0x9e3779b1) ^ (ne ? 0x5bd1e995 : 0)) | 0;
  for (let i = 0; i < bytes; i++) h = Math.imul(h ^ D[i]!, 0x01000193);
  return h;
}

/** The state (π, ne, D) among those of hash h, if any. */
function findState(states: States, buckets: Map<number, number[]>, h: number, pi: number, D: Uint8Array, ne: boolean, bytes: number): number | undefined {
  const { pis, nonEmpty, Ds } = states;
  outer: for (const st of buckets.get(h) ?? []) {
    if (pis[st] !== pi || nonEmpty[st] !== ne) continue;
    const E = Ds[st]!;
    for (let i = 0; i < bytes; i++) if (E[i] !== D[i]) continue outer;
    return st;
  }
  return undefined;
}

function addState(buckets: Map<number, number[]>, h: number, st: number): void {
  const b = buckets.get(h);
  if (b) b.push(st);
  else buckets.set(h, [st]);
}

/** 1, g, g², … up to the first power seen before (included again at the end). */
function powersOf(q: Monoid, g: number): number[] {
  const { order, table, identity } = q;
  const powers = [identity];
  const seenPow = new Set<number>([identity]);
  for (;;) {
    const next = table[powers[powers.length - 1]! * order + g]!;
    powers.push(next);
    if (seenPow.has(next)) break;
    seenPow.add(next);
  }
  return powers;
}

/** The search (ii) for a sum the slice calls N that is a P-position (the lightest found), or "large". */
function wrongSum(q: Monoid, reach: Int32Array, letters: HeapKind[], Ls: Uint8Array[], S: Uint8Array, E: Uint8Array): number[] | undefined | "large" {
  const { order, table, identity } = q;
  // a state's D is kept as bits over the reached elements (bit i: reach[i]), unpacked into `cur` to expand it
  const R = reach.length;
  const bytes = (R + 7) >> 3;
  const all = new Uint8Array(bytes);
  for (let i = 0; i < R; i++) all[i >> 3]! |= 1 << (i & 7);
  const states: States = { pis: [identity], Ds: [all], parent: [-1], move: [[-1, 0]], nonEmpty: [false], weight: [0] };
  const { pis, Ds, parent, move, nonEmpty, weight } = states;
  const cur = new Uint8Array(order);
  const packed = new Uint8Array(bytes);
  let layer = [0];
  for (let li = 0; li < letters.length; li++) {
    const { g } = letters[li]!;
    const L = Ls[li]!;
    const powers = powersOf(q, g);
    const keys = new Map<number, number[]>();
    const nextLayer: number[] = [];
    for (const st of layer) addState(keys, hashOf(pis[st]!, Ds[st]!, nonEmpty[st]!, bytes), st);
    const w = 2 * letters[li]!.heap - 1;
    for (const st of layer) {
      const pi = pis[st]!;
      const D = Ds[st]!;
      for (let i = 0; i < R; i++) cur[reach[i]!] = (D[i >> 3]! >> (i & 7)) & 1;
      // m = 0: the state passes on unchanged
      nextLayer.push(st);
      for (let m = 1; m < powers.length; m++) {
        const gm = powers[m]!;
        const c = table[pi * order + powers[m - 1]!]!;
        const pi2 = table[pi * order + gm]!;
        packed.fill(0);
        let any = 0;
        const rowG = gm * order;
        const rowC = c * order;
        for (let i = 0; i < R; i++) {
          const s = reach[i]!;
          const v = cur[table[rowG + s]!]! & L[table[rowC + s]!]!;
          packed[i >> 3]! |= v << (i & 7);
          any |= v;
        }
        if (!any) continue;
        const key = hashOf(pi2, packed, true, bytes);
        const old = findState(states, keys, key, pi2, packed, true, bytes);
        if (old !== undefined) {
          // keep the lightest sum to each state: the wrong sum found is then a light one
          if (weight[st]! + m * w < weight[old]!) {
            weight[old] = weight[st]! + m * w;
            parent[old] = st;
            move[old] = [li, m];
          }
          continue;
        }
        addState(keys, key, pis.length);
        weight.push(weight[st]! + m * w);
        nextLayer.push(pis.length);
        pis.push(pi2);
        Ds.push(packed.slice());
        parent.push(st);
        move.push([li, m]);
        nonEmpty.push(true);
      }
    }
    if (pis.length > MAX_STATES) return "large";
    layer = nextLayer;
  }
  const pos = new Int32Array(order).fill(-1);
  for (let i = 0; i < R; i++) pos[reach[i]!] = i;
  return lightestWrong(states, layer, pos[identity]!, letters, S, E);
}

/** The lightest sum of a last layer's states that ends with the identity in D, ¬S[π] and E[π], as its heaps. */
function lightestWrong(states: States, layer: readonly number[], at: number, letters: readonly HeapKind[], S: Uint8Array, E: Uint8Array): number[] | undefined {
  const { pis, Ds, parent, move, nonEmpty, weight } = states;
  let best = -1;
  for (const st of layer) {
    const pi = pis[st]!;
    if (nonEmpty[st] && (Ds[st]![at >> 3]! >> (at & 7)) & 1 && !S[pi] && E[pi] && (best < 0 || weight[st]! < weight[best]!)) best = st;
  }
  for (const st of best < 0 ? [] : [best]) {
    {
      const heaps: number[] = [];
      for (let s = st; parent[s]! >= 0; s = parent[s]!) {
        const [li, m] = move[s]!;
        for (let j = 0; j < m; j++) heaps.push(letters[li]!.heap);
      }
      return heaps;
    }
  }
  return undefined;
}
