import type { HeapRules } from "../../heap/heapRules.js";
import { conservativeElement } from "./conservative.js";
import { extend } from "./extend.js";
import { trivialMonoid, type Monoid } from "./monoid.js";
import { optionImages } from "./optionImages.js";
import { sumCandidates } from "./sumCandidates.js";
import { provePeriod, type MiserePeriod } from "../periodicity.js";

/** Where the heap-by-heap construction stopped, and what it had then. */
export interface Built {
  readonly monoid: Monoid;
  /** Φ(0…heap). */
  readonly phi: number[];
  readonly heap: number;
  readonly changes: { heap: number; order: number }[];
  readonly period?: MiserePeriod;
  readonly stopped?: "to" | "seconds" | "elements";
}

export interface BuildLimits {
  readonly to: number;
  readonly seconds: number;
  readonly elements: number;
  /** The most tokens a move removes (Infinity: no periodicity proof). */
  readonly t: number;
  /** Whether the periodicity theorem applies (at most two parts, no equal-parts rule). */
  readonly theorem: boolean;
  readonly onProgress?: ((p: { heap: number; order: number }) => void) | undefined;
  /** Whether the conservative-extension test on the monoid is tried before a slice proof (default true; the tests turn it off to compare). */
  readonly conservativeTest?: boolean;
}

/**
 * The quotient of heaps 0…n, heap by heap. A heap whose options map to the same set of
 * elements as an earlier heap's is that heap's element (the two play alike in every sum:
 * docs/misere-quotients.md, lemma 1), a conservative extension at no cost; so is a heap that
 * passes {@link conservativeElement} (lemma 3, a check on the monoid); otherwise
 * {@link extend} builds the quotient with the new heap. After each heap the periodicity
 * theorem is tried; the construction stops when it proves Φ periodic, at `to`, or at a budget.
 */
export function buildQuotient(rules: HeapRules, limits: BuildLimits): Built {
  const started = Date.now();
  let q = trivialMonoid();
  let phi: number[] = [q.identity];
  let heapOpts: number[][] = [[]];
  let byOpts = new Map<string, number>();
  const changes = [{ heap: 0, order: 1 }];
  let stopped: Built["stopped"];
  let period: MiserePeriod | undefined;
  let n = 0;
  let sums: { q: Monoid; kinds: { element: number; opts: readonly number[] }[] } | undefined;
  while (n < limits.to) {
    if (Date.now() - started > limits.seconds * 1000) {
      stopped = "seconds";
      break;
    }
    const h = n + 1;
    const opts = optionImages(rules, h, phi, q);
    const key = opts.join(",");
    let element = opts.length === 0 ? q.identity : (byOpts.get(key) ?? (limits.conservativeTest === false ? undefined : conservativeElement(q, opts, kindsOf(heapOpts, phi))));
    if (element === undefined && limits.conservativeTest !== false) {
      // lemma 3 with a sum of smaller heaps in place of the earlier heap: each element's lightest representative
      if (sums?.q !== q) sums = { q, kinds: sumCandidates(q, phi, heapOpts) };
      element = conservativeElement(q, opts, sums.kinds);
    }
    if (element === undefined) {
      const ext = extend(rules, q, phi, h, limits.elements, started + limits.seconds * 1000);
      if (ext === "elements" || ext === "seconds") {
        stopped = ext;
        break;
      }
      const grew = ext.monoid.order !== q.order;
      q = ext.monoid;
      phi = ext.phi;
      element = phi[h]!;
      heapOpts = phi.map((_, i) => (i === 0 ? [] : optionImages(rules, i, phi, q)));
      opts.length = 0;
      for (const o of heapOpts[h]!) opts.push(o);
      heapOpts.pop();
      byOpts = new Map();
      for (let i = 1; i < heapOpts.length; i++) if (heapOpts[i]!.length > 0) byOpts.set(heapOpts[i]!.join(","), phi[i]!);
      if (grew) changes.push({ heap: h, order: q.order });
    } else phi.push(element);
    heapOpts.push(opts);
    if (opts.length > 0) byOpts.set(opts.join(","), element);
    n = h;
    limits.onProgress?.({ heap: n, order: q.order });
    if (limits.theorem && Number.isFinite(limits.t)) {
      period = provePeriod(phi, limits.t);
      if (period) break;
    }
  }
  if (!period && stopped === undefined) stopped = "to";
  return { monoid: q, phi, heap: n, changes, ...(period ? { period } : {}), ...(stopped ? { stopped } : {}) };
}

/**
 * The earlier heaps, one per option set: their element and option elements. Every earlier
 * heap with options is a key of buildQuotient's `byOpts` (set as the heap is added, and again
 * for all of them when the quotient grows), so none is left out here.
 */
function* kindsOf(heapOpts: readonly (readonly number[])[], phi: readonly number[]): Generator<{ element: number; opts: readonly number[] }> {
  const seen = new Set<string>();
  for (let h = 1; h < heapOpts.length; h++) {
    const o = heapOpts[h]!;
    if (o.length === 0) continue;
    const key = o.join(",");
    if (seen.has(key)) continue;
    seen.add(key);
    yield { element: phi[h]!, opts: o };
  }
}
