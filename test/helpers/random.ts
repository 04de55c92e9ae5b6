// The tests' seeded generator is the library's one (src/_internals/random.ts, mulberry32),
// so that a random case a test draws is found again from its seed, in any file.
export { seededInts, seededRandom } from "../../src/_internals/random.js";

import { seededRandom } from "../../src/_internals/random.js";

/** Unsigned 32-bit integers from a 32-bit seed: {@link seededRandom}'s numbers times 2^32 (exact), so the same seed, the same sequence. */
export function seededUint32(seed: number): () => number {
  const next = seededRandom(seed);
  return () => next() * 4294967296;
}
