/**
 * A solved misère quotient written down independently of the engine that found it: the
 * multiplication table, P, and Φ up to its preperiod plus one period. `npm run gen:quotients`
 * writes them (src/misere/solvedQuotients.data.ts); test/misere/storedQuotient.test.ts
 * recomputes each with the engine and checks it describes the same monoid and Φ.
 */
export interface StoredQuotient {
  /** The code it was computed for ("0.77"). */
  readonly code: string;
  /** The rules' digits, tail and unequal flag, as `rulesKey` (storedQuotient.ts) writes them: the key it is found by. */
  readonly rules: string;
  /** The heap at which Φ was proven periodic (the quotient is that of heaps 0…heap, and the game's). */
  readonly heap: number;
  readonly period: number;
  readonly preperiod: number;
  readonly tame: boolean;
  /** The identity element (Φ(0)). */
  readonly identity: number;
  /** Row x of the table, x·0 … x·(order − 1), separated by spaces. */
  readonly table: readonly string[];
  /** The elements of P, separated by spaces. */
  readonly p: string;
  /** Φ(0 … preperiod + period − 1), separated by spaces. */
  readonly phi: string;
  /** Heaps where the order changed, "heap:order", separated by spaces. */
  readonly changes: string;
}
