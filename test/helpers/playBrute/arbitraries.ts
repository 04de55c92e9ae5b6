// The play brute force (see ../playBrute.ts): random small positions of every family.
import { OCTAL, sortCells, type Cell } from "./components.js";
import fc from "fast-check";
import type { Comp } from "./components.js";

// ---------------------------------------------------------------------------------------
// Random small positions of every family
// ---------------------------------------------------------------------------------------

export const heapsArb = (max: number, most = 2): fc.Arbitrary<number[]> => fc.array(fc.integer({ min: 0, max }), { minLength: 1, maxLength: most });

export const FAMILY_ARBS: Record<string, fc.Arbitrary<Comp>> = {
  nim: heapsArb(4).map((h) => ({ f: "nim" as const, h })),
  wythoff: fc.record({ f: fc.constant("wythoff" as const), a: fc.nat(5), b: fc.nat(5) }),
  euclid: fc.record({ f: fc.constant("euclid" as const), a: fc.nat(10), b: fc.nat(10) }),
  strip: fc.integer({ min: 0, max: 3 }).chain((n) =>
    fc
      .subarray(
        Array.from({ length: 2 * n }, (_, i): Cell => [1 + (i % 2), 1 + (i >> 1)]),
        { maxLength: Math.min(3, 2 * n) },
      )
      .map((cells) => ({ f: "strip" as const, n, cells: sortCells(cells) })),
  ),
  ...Object.fromEntries(
    Object.entries(OCTAL).map(([name, code]) => [name, heapsArb(name === "officers" || name === "dawson" ? 6 : 5).map((h) => ({ f: "octal" as const, name, code, h }))]),
  ),
  heap: fc.record({ f: fc.constant("octal" as const), name: fc.constant("heap"), code: fc.constantFrom("0.6", "0.51", "0.34", "0.14", "0.37"), h: heapsArb(5) }),
  grundy: heapsArb(8).map((h) => ({ f: "grundy" as const, h })),
  subtraction: fc.record({
    f: fc.constant("subtraction" as const),
    set: fc.subarray([1, 2, 3, 4], { minLength: 1 }),
    h: heapsArb(7),
  }),
  moore: fc.record({ f: fc.constant("moore" as const), k: fc.integer({ min: 1, max: 3 }), h: heapsArb(3, 3) }),
  lasker: heapsArb(4).map((h) => ({ f: "lasker" as const, h })),
  chomp: fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 4 })).chain(([rows, columns]) =>
    fc.array(fc.integer({ min: 1, max: columns }), { minLength: rows - 1, maxLength: rows - 1 }).map((rest) => ({
      f: "chomp" as const,
      rows: [columns, ...rest.sort((x, y) => y - x)],
    })),
  ),
};
export const FAMILY_NAMES = Object.keys(FAMILY_ARBS);
export const anyComp = fc.oneof(...Object.values(FAMILY_ARBS));

/** A tiny component, for compounds whose options multiply (selective, every, conjunctive). */
export const tinyComp: fc.Arbitrary<Comp> = fc.oneof(
  fc.array(fc.nat(3), { minLength: 1, maxLength: 2 }).map((h) => ({ f: "nim" as const, h })),
  fc.record({ f: fc.constant("wythoff" as const), a: fc.nat(3), b: fc.nat(3) }),
  fc.record({ f: fc.constant("euclid" as const), a: fc.nat(9), b: fc.nat(9) }),
  fc.integer({ min: 0, max: 2 }).map((n) => ({ f: "strip" as const, n, cells: [] as Cell[] })),
  fc
    .record({ f: fc.constant("octal" as const), name: fc.constantFrom("kayles", "dawson", "officers"), code: fc.constant(""), h: heapsArb(4, 1) })
    .map((c) => ({ ...c, code: OCTAL[c.name]! })),
  fc.record({ f: fc.constant("grundy" as const), h: heapsArb(6, 1) }),
  fc.record({ f: fc.constant("subtraction" as const), set: fc.subarray([1, 2, 3], { minLength: 1 }), h: heapsArb(5, 1) }),
  fc.record({ f: fc.constant("moore" as const), k: fc.constant(2), h: heapsArb(2, 2) }),
  fc.record({ f: fc.constant("lasker" as const), h: heapsArb(3, 1) }),
  fc.record({ f: fc.constant("chomp" as const), rows: fc.constantFrom<number[]>([1], [2], [3], [2, 1], [2, 2], [3, 1], [3, 2], [3, 3]) }),
);
