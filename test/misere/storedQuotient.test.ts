// The shipped solved quotients (src/misere/solvedQuotients.data.ts, npm run gen:quotients):
// each row, recomputed by the engine, describes the same monoid, P and Φ (up to the numbering
// of the elements: an isomorphism carrying Φ to Φ), so a stale file fails here; and the loaded
// quotient answers random sums as a brute force written in the tests does.
import { describe, expect, it } from "vitest";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";
import { type MisereQuotient, misereQuotient } from "../../src/misere/index.js";
import { SOLVED_QUOTIENTS } from "../../src/misere/solvedQuotients.data.js";
import { STORED_CODES } from "../../src/misere/storedCodes.js";
import { loadQuotient, storedQuotient } from "../../src/misere/storedQuotient.js";
import { seededInts } from "../helpers/random.js";
import { misereBruteForce } from "./_bruteForce.js";

/** The map x ↦ y carrying a's Φ(n) to b's Φ(n), extended multiplicatively; throws where that is not an isomorphism preserving P. */
function isomorphism(a: MisereQuotient, b: MisereQuotient): number[] {
  const f = new Array<number>(a.order).fill(-1);
  const set = (x: number, y: number): void => {
    if (f[x] === -1) f[x] = y;
    else if (f[x] !== y) throw new Error(`element ${x} maps to both ${f[x]} and ${y}`);
  };
  set(a.identity, b.identity);
  const gens: number[] = [];
  for (let n = 0; n <= a.heap; n++) {
    set(a.phi(n), b.phi(n));
    if (!gens.includes(a.phi(n))) gens.push(a.phi(n));
  }
  const queue = [a.identity];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const x = queue.shift()!;
    for (const g of gens) {
      const xg = a.mul(x, g);
      set(xg, b.mul(f[x]!, f[g]!));
      if (!seen.has(xg)) {
        seen.add(xg);
        queue.push(xg);
      }
    }
  }
  if (f.includes(-1) || new Set(f).size !== b.order) throw new Error("not a bijection onto the engine's quotient");
  for (let x = 0; x < a.order; x++) {
    if (a.isP(x) !== b.isP(f[x]!)) throw new Error(`P differs at ${x}`);
    for (let y = 0; y < a.order; y++) if (b.mul(f[x]!, f[y]!) !== f[a.mul(x, y)]!) throw new Error(`f(${x}·${y}) ≠ f(${x})·f(${y})`);
  }
  return f;
}

describe("the shipped solved misère quotients", () => {
  it("ship exactly the codes of STORED_CODES", () => {
    expect(SOLVED_QUOTIENTS.map((s) => s.code)).toEqual([...STORED_CODES]);
  });

  it.each(SOLVED_QUOTIENTS.map((s) => [s.code, s] as const))("%s: the engine recomputes the same quotient (npm run gen:quotients when not)", (code, s) => {
    const rules = parseHeapGame(code);
    const engine = misereQuotient(rules);
    const stored = loadQuotient(rules, s);
    expect(engine.solved).toBe(true);
    const facts = (q: MisereQuotient) => [q.order, q.pSize, q.period, q.preperiod, q.heap, q.tame, q.changes, q.presentation];
    expect(facts(stored)).toEqual(facts(engine));
    const f = isomorphism(stored, engine);
    for (let x = 0; x < stored.order; x++) expect(engine.elementName(f[x]!)).toBe(stored.elementName(x));
    // far past the preperiod, both reduce by the period
    for (const n of [10n ** 30n, 10n ** 30n + 1n, 123456789n]) expect(f[stored.phi(n)]).toBe(engine.phi(n));
  });

  it.each(SOLVED_QUOTIENTS.map((s) => [s.code] as const))("%s: the loaded quotient answers 200 random sums (heaps up to 15) as the brute force", (code) => {
    const rules = parseHeapGame(code);
    const q = storedQuotient(rules)!;
    const brute = misereBruteForce(rules, 15);
    const rnd = seededInts(2008 + code.length);
    let checked = 0;
    while (checked < 200) {
      const heaps = Array.from({ length: 1 + rnd(6) }, () => rnd(16));
      if (heaps.reduce((a, b) => a + b, 0) > 40) continue;
      checked++;
      const x = heaps.reduce((y, h) => q.mul(y, q.phi(h)), q.identity);
      expect([heaps, q.isP(x)]).toEqual([heaps, brute(heaps)]);
    }
  });

  it("is found by the game's rules, whatever it is called; a game not shipped is not found", () => {
    expect(storedQuotient(parseHeapGame("kayles"))?.order).toBe(storedQuotient(parseHeapGame("0.77"))?.order);
    expect(storedQuotient(parseHeapGame("kayles"))?.rules.name).toBe("Kayles");
    expect(storedQuotient(parseHeapGame("0.07"))).toBeUndefined();
    expect(storedQuotient(parseHeapGame("{1,2}"))).toBeUndefined();
  });
});
