// The value of a Cram strip of n cells: Dawson's Kayles (0.07) at n — a domino takes two
// adjacent cells and leaves the strips on either side — from the library's heap sequence
// (../../heaps/values.ts), copied once into a byte table for the search's hot path.
import { NAMED_HEAP_RULES } from "../../../heap/namedHeapRules.js";
import { heapValue } from "../../heaps/values.js";
import { MAX_CELLS } from "../board.js";

const DAWSON = NAMED_HEAP_RULES.find((r) => r.name === "dawson")!.rules;
let table: Uint8Array | undefined;

const dawson = (n: number): number => heapValue(DAWSON, BigInt(n), () => `cram(1,${n})`);

/** The value of a strip of n cells (a board of one row has at most MAX_CELLS; the values are below 10: a byte each). */
export function strip(n: number): number {
  table ??= Uint8Array.from({ length: MAX_CELLS + 1 }, (_, m) => dawson(m));
  return n <= MAX_CELLS ? table[n]! : dawson(n);
}
