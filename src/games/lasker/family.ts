import { defineGame } from "../../core/game.js";
import { family } from "../_internals/familyRecord.js";
import { laskerView } from "./view.js";

type Heaps = readonly bigint[];

/** G of one heap: n for n ≡ 1, 2 (mod 4), n + 1 for n ≡ 3, n − 1 for n ≡ 0 (n > 0). An involution. */
function heapValue(n: bigint): bigint {
  if (n === 0n) return 0n;
  const r = n % 4n;
  return r === 3n ? n + 1n : r === 0n ? n - 1n : n;
}

const sortedKey = (heaps: Heaps): string =>
  heaps
    .filter((h) => h > 0n)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .join(",");

const print = (heaps: Heaps): string => `lasker(${heaps.join(",")})`;

/** A move lowers one heap or splits it into two non-empty heaps; equal heaps give the same options (listed once). */
const game = defineGame<Heaps>({
  name: "lasker",
  moves: function* (heaps) {
    const done = new Set<bigint>();
    for (let i = 0; i < heaps.length; i++) {
      const h = heaps[i]!;
      if (h === 0n || done.has(h)) continue;
      done.add(h);
      for (let v = h - 1n; v >= 0n; v--) yield heaps.map((x, j) => (j === i ? v : x));
      for (let a = 1n; 2n * a <= h; a++) yield [...heaps.slice(0, i), a, h - a, ...heaps.slice(i + 1)];
    }
  },
  key: sortedKey,
  components: (heaps) => (heaps.length <= 1 ? [heaps] : heaps.filter((h) => h > 0n).map((h) => [h])),
  show: print,
});

/**
 * The ways to split a heap h into a + b (1 ≤ a ≤ b) with G(a) ⊕ G(b) = want, as the
 * smaller parts a in increasing order: at most `limit`, `complete` when none was left out.
 *
 * G(a) = a + δ(a mod 4) with δ(1) = δ(2) = 0, δ(3) = 1, δ(0) = −1, and G(a) mod 4 is
 * ρ(a mod 4): ρ(1) = 1, ρ(2) = 2, ρ(3) = 0, ρ(0) = 3. Fix the residue r of a (then b's is
 * h − r mod 4); a' = G(a) and b' = G(b) satisfy a' + b' = h' = h + δ(r_a) + δ(r_b) and
 * a' ⊕ b' = want. As a' + b' = (a' ⊕ b') + 2(a' ∧ b'), that says c = a' ∧ b' = (h' − want)/2
 * (an integer with c ∧ want = 0) and a' = c + s, b' = c + (want − s) for a submask s of
 * want. The two low bits of s are fixed by the residues (a' ≡ ρ(r_a), b' ≡ ρ(r_b)); its
 * high bits are any submask of want's, and a = a' − δ(r_a) grows with them, so walking
 * those submasks upwards lists the splits in order until a passes h/2. Each (residue, low
 * bits) pair is one increasing run; the runs give distinct a, and are merged.
 */
function splits(h: bigint, want: bigint, limit: number): { parts: bigint[]; complete: boolean } {
  const delta = (r: bigint): bigint => (r === 0n ? -1n : r === 3n ? 1n : 0n);
  const rho = (r: bigint): bigint => (r === 0n ? 3n : r === 3n ? 0n : r);
  const high = want & ~3n;
  const found: bigint[] = [];
  for (let ra = 0n; ra < 4n; ra++) {
    const rb = (((h - ra) % 4n) + 4n) % 4n;
    const d = h + delta(ra) + delta(rb) - want;
    if (d < 0n || d % 2n !== 0n) continue;
    const c = d / 2n;
    if ((c & want) !== 0n) continue;
    for (let low = 0n; low < 4n; low++) {
      if ((low & want) !== low) continue;
      if (((c | low) & 3n) !== rho(ra) || ((c | ((want & 3n) ^ low)) & 3n) !== rho(rb)) continue;
      let taken = 0;
      for (let s = 0n; ; ) {
        const a = c + low + s - delta(ra);
        if (2n * a > h) break;
        if (a >= 1n) {
          found.push(a);
          if (++taken > limit) break; // one more than needed says the list is not complete
        }
        s = (s - high) & high; // the next submask of `high`, upwards
        if (s === 0n) break;
      }
    }
  }
  found.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  return { parts: found.slice(0, limit), complete: found.length <= limit };
}

/** `lasker(h1,h2,…)`: Lasker's Nim; Grundy values and every option of any value, exact at any size. */
export const laskerFamily = family<Heaps>({
  name: "lasker",
  view: laskerView,
  examples: { pattern: ["lasker(n)"] },
  usage: "lasker(h1,h2,…)",
  summary: "Lasker's Nim: take any number of tokens from one heap, or split a heap into two",
  game,
  read(args) {
    args.sections(1);
    return args.ints(0, undefined, "heap sizes");
  },
  print,
  // G(4j+1) = 4j+1, G(4j+2) = 4j+2, G(4j+3) = 4j+4, G(4j+4) = 4j+3 (by induction on the
  // heap: splits of an odd heap are worth 3 mod 4, and 1 + (4j+2) is worth 4j+3, so the
  // lowerings' 0…4j+2 and that split leave 4j+4 as the mex for 4j+3).
  // A sum is the nim-sum of its heaps.
  grundy: (heaps) => heaps.reduce((x, h) => x ^ heapValue(h), 0n),
  movesTo(heaps, target, limit) {
    const x = heaps.reduce((acc, h) => acc ^ heapValue(h), 0n);
    const moves: bigint[][] = [];
    let complete = true;
    const done = new Set<bigint>();
    heaps.forEach((h, i) => {
      if (h === 0n || done.has(h) || !complete) return; // equal heaps give the same moves
      done.add(h);
      const want = heapValue(h) ^ x ^ target; // what this heap must become worth
      const to = heapValue(want); // G is an involution: the one heap worth `want`
      if (to < h) {
        if (moves.length < limit) moves.push(heaps.map((v, j) => (j === i ? to : v)));
        else complete = false;
      }
      const found = splits(h, want, limit - moves.length);
      for (const a of found.parts) moves.push([...heaps.slice(0, i), a, h - a, ...heaps.slice(i + 1)]);
      complete &&= found.complete;
    });
    return { moves, complete };
  },
});
