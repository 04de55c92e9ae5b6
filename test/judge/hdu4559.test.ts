import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grundy, stripColouringGrundy } from "../../src/index.js";
import { hdu4559 } from "../../src/judge/index.js";
import { WIDE_N, stripGrundyOfSortedKeys } from "../../src/judge/_internals/stripKeys.js";
import { cellBoardGame, naiveBlank } from "../helpers/stripBoard.js";
import { ERROR_MESSAGE, chunking, corrupted, layout } from "../helpers/corrupt.js";
import { expectLikeReference, referenceRun, runSolver } from "../helpers/judge.js";

const example = (ext: string): string => readFileSync(new URL(`../../examples/hdu4559.${ext}`, import.meta.url), "utf8");

/** g(k) of blank 2×k strips by the plain recurrence to 400, then the period 12 from 71 (proved in the strip tests). */
const blank = naiveBlank(400);
const g = (k: bigint): number => (k < 400n ? blank[Number(k)]! : blank[71 + Number((k - 71n) % 12n)]!);

/** Reference value of a board: walk the coloured columns in order. */
function referenceValue(n: bigint, cells: [bigint, bigint][]): number {
  const cols = new Map<bigint, bigint>();
  for (const [x, y] of cells) cols.set(y, (cols.get(y) ?? 0n) | x);
  let x = 0;
  let next = 1n;
  for (const c of [...cols.keys()].sort((a, b) => (a < b ? -1 : 1))) {
    x ^= g(c - next) ^ (cols.get(c) === 3n ? 0 : 1);
    next = c + 1n;
  }
  return x ^ g(n + 1n - next);
}

function reference(input: string) {
  return referenceRun(input, (r, answer) => {
    const t = r.next()!;
    for (let c = 1n; c <= t; c++) {
      const n = r.next()!;
      const m = r.next()!;
      const cells: [bigint, bigint][] = [];
      for (let i = 0n; i < m; i++) {
        const x = r.next()!;
        if (x !== 1n && x !== 2n) r.fail();
        const y = r.next()!;
        if (y < 1n || y > n) r.fail();
        cells.push([x, y]);
      }
      answer(`Case ${c}: ${referenceValue(n, cells) !== 0 ? "Alice" : "Bob"}`);
    }
    r.failIfMore();
  });
}

/** The board as a set of cells (bit r·n + c), solved by the generic engine. */
function engineValue(n: number, cells: [number, number][]): number {
  const game = cellBoardGame(n);
  return grundy(
    game,
    cells.reduce((m, [x, y]) => m | (1 << ((x - 1) * n + (y - 1))), 0),
  );
}

const boardCase = fc
  .integer({ min: 1, max: 6 })
  .chain((n) => fc.tuple(fc.constant(n), fc.array(fc.tuple(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: n })), { maxLength: 8 })));

const linesOf = (cases: [number | bigint, [number | bigint, number | bigint][]][]): string[][] => [
  [String(cases.length)],
  ...cases.flatMap(([n, cells]) => [[String(n), String(cells.length)], ...cells.map(([x, y]) => [String(x), String(y)])]),
];

describe("judge hdu4559", () => {
  it("answers the seeds' sample byte for byte", () => {
    expect(runSolver(hdu4559, example("in")).output).toBe(example("out"));
    expect(example("out")).toBe("Case 1: Alice\nCase 2: Bob\n");
  });

  it("agrees with the generic solver on random boards with n ≤ 6 (cells listed twice count once)", () => {
    fc.assert(
      fc.property(fc.array(boardCase, { minLength: 1, maxLength: 5 }), chunking, (cases, chunks) => {
        const expected = cases.map(([n, cells], i) => `Case ${i + 1}: ${engineValue(n, cells) !== 0 ? "Alice" : "Bob"}\n`).join("");
        fc.assert(
          fc.property(layout(linesOf(cases)), (input) => {
            expect(runSolver(hdu4559, input, { chunks }).output).toBe(expected);
          }),
          { numRuns: 2 },
        );
      }),
      { numRuns: 300 },
    );
  });

  it("stripGrundyOfSortedKeys (the judge's number copy) equals stripColouringGrundy on every board with n ≤ 8", () => {
    for (let n = 0; n <= 8; n++) {
      for (let mask = 0; mask < 1 << (2 * n); mask++) {
        const cells: [number, number][] = [];
        for (let c = 1; c <= n; c++) for (const row of [1, 2]) if (mask & (1 << (2 * (c - 1) + row - 1))) cells.push([row, c]);
        const keys = Float64Array.from(cells, ([row, column]) => 2 * column + row - 1);
        const expected = stripColouringGrundy(
          BigInt(n),
          cells.map(([r, c]) => [r, BigInt(c)]),
        );
        if (stripGrundyOfSortedKeys(n, keys, keys.length) !== expected) expect(stripGrundyOfSortedKeys(n, keys, keys.length), `n=${n} ${JSON.stringify(cells)}`).toBe(expected);
      }
    }
  });

  it("stripGrundyOfSortedKeys (the judge's number copy) equals stripColouringGrundy on random boards", () => {
    const board = fc
      .oneof(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 2 ** 51 }), fc.constant(2 ** 51))
      .chain((n) =>
        fc.tuple(
          fc.constant(n),
          n === 0
            ? fc.constant([])
            : fc.array(fc.tuple(fc.constantFrom(1, 2), fc.oneof(fc.integer({ min: 1, max: Math.min(n, 20) }), fc.integer({ min: 1, max: n }))), { maxLength: 40 }),
        ),
      );
    fc.assert(
      fc.property(board, ([n, cells]) => {
        const keys = Float64Array.from(cells, ([row, column]) => 2 * column + row - 1).sort();
        expect(stripGrundyOfSortedKeys(n, keys, keys.length)).toBe(
          stripColouringGrundy(
            BigInt(n),
            cells.map(([r, c]) => [r, BigInt(c)]),
          ),
        );
      }),
      { numRuns: 5000 },
    );
    // the count, not the array's length, ends the keys
    expect(stripGrundyOfSortedKeys(2, Float64Array.of(3, 4, 99, 99), 2)).toBe(
      stripColouringGrundy(2, [
        [2, 1],
        [1, 2],
      ]),
    );
  });

  it("solves boards of 10^18 and 60-digit lengths in O(m log m)", () => {
    const n1 = 10n ** 18n;
    const n2 = 10n ** 60n + 3n;
    const cases: [bigint, [bigint, bigint][]][] = [
      [n1, []],
      [
        n1,
        [
          [1n, 5n],
          [2n, n1],
          [1n, 5n],
        ],
      ],
      [
        n2,
        [
          [2n, 10n ** 59n],
          [1n, 10n ** 59n],
          [1n, 7n],
        ],
      ],
    ];
    const expected = cases.map(([n, cells], i) => `Case ${i + 1}: ${referenceValue(n, cells) !== 0 ? "Alice" : "Bob"}\n`).join("");
    expect(
      runSolver(
        hdu4559,
        linesOf(cases)
          .map((l) => l.join(" "))
          .join("\n"),
      ).output,
    ).toBe(expected);
  });

  it("solves boards with 2^51 < n < 2^62 from 64-bit keys (no bigint a cell) as the reference does", () => {
    expect(WIDE_N).toBe(2n ** 62n);
    const two32 = 2n ** 32n;
    const cases: [bigint, [bigint, bigint][]][] = [];
    let seed = 7;
    const rand = (limit: bigint): bigint => {
      // a small LCG over 64 bits, so that a failure repeats
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const r = (BigInt(seed) << 33n) ^ (BigInt((seed * 69069 + 1) % 2147483648) << 2n) ^ BigInt(seed % 4);
      return r % limit;
    };
    for (const n of [2n ** 51n + 1n, 2n ** 52n, 2n ** 53n + 7n, 2n ** 60n, 2n ** 62n - 1n, 10n ** 18n]) {
      for (let t = 0; t < 8; t++) {
        const cells: [bigint, bigint][] = [];
        const special = [1n, 2n, n, n - 1n, two32 - 1n, two32, two32 + 1n, 2n * two32, 2n ** 53n, 2n ** 53n + 1n, n / 2n].filter((y) => y <= n);
        const count = Number(rand(40n));
        for (let i = 0; i < count; i++) {
          const y = rand(3n) === 0n ? special[Number(rand(BigInt(special.length)))]! : 1n + rand(t < 4 ? n : 100n);
          cells.push([1n + rand(2n), y]);
          if (rand(4n) === 0n) cells.push([1n + rand(2n), y]);
          if (rand(5n) === 0n && y < n) cells.push([1n + rand(2n), y + 1n]);
        }
        cases.push([n, cells]);
      }
    }
    const expected = cases.map(([n, cells], i) => `Case ${i + 1}: ${referenceValue(n, cells) !== 0 ? "Alice" : "Bob"}\n`).join("");
    const input = linesOf(cases)
      .map((l) => l.join(" "))
      .join("\n");
    expect(runSolver(hdu4559, input)).toEqual({ output: expected, error: null });
    expect(runSolver(hdu4559, input, { chunks: [1, 7, 3], bufferSize: 16 })).toEqual({ output: expected, error: null });
    const { output, error } = runSolver(hdu4559, `2\n${2n ** 60n} 1\n1 5\n${2n ** 60n} 2\n2 1\n1 ${2n ** 60n + 1n}\n`);
    expect(output).toBe(`Case 1: ${referenceValue(2n ** 60n, [[1n, 5n]]) !== 0 ? "Alice" : "Bob"}\n`);
    expect(error?.message).toBe(`line 6: expected a column (1 to ${2n ** 60n}), got "${2n ** 60n + 1n}"`);
    expect(runSolver(hdu4559, `1\n${2n ** 60n} 1\n1 ${2n ** 64n}\n`).error?.message).toBe(`line 3: expected a column (1 to ${2n ** 60n}), got "${2n ** 64n}"`);
    expect(runSolver(hdu4559, `1\n${2n ** 60n} 1\n1 0\n`).error?.message).toBe(`line 3: expected a column (1 to ${2n ** 60n}), got "0"`);
    expect(runSolver(hdu4559, `1\n${2n ** 60n} 1\n1 x\n`).error?.message).toBe(`line 3: expected a column (1 to ${2n ** 60n}), got "x"`);
    expect(runSolver(hdu4559, `1\n${2n ** 60n} 1\n1`).error?.message).toBe(`line 3: expected a column (1 to ${2n ** 60n}), got end of input`);
  });

  it("reports a cell outside the board with its line, after the answers before it", () => {
    const { output, error } = runSolver(hdu4559, "3\n2 0\n2 1\n1 3\n2 0\n");
    expect(output).toBe("Case 1: Alice\n");
    expect(error?.message).toBe('line 4: expected a column (1 to 2), got "3"');
    expect(runSolver(hdu4559, "1\n2 1\n3 1\n").error?.message).toBe('line 3: expected a row (1 or 2), got "3"');
    expect(runSolver(hdu4559, "1\n2 1\n1 1\n7\n").error?.message).toBe('line 4: expected the end of input after 1 test case, got "7"');
  });

  it("explains the blank runs, their Grundy values and a winning colouring", () => {
    const { output } = runSolver(hdu4559, "2\n5 1\n1 3\n2 2\n1 1\n2 2\n", { explain: true });
    expect(output).toBe(
      [
        "Case 1: Alice",
        "  blank columns 1-2 (2x2): Grundy value 2",
        "  lone cell in row 2, column 3: Grundy value 1",
        "  blank columns 4-5 (2x2): Grundy value 2",
        "  nim-sum 1: Alice wins; colour the cell in row 2, column 3",
        "Case 2: Bob",
        "  lone cell in row 2, column 1: Grundy value 1",
        "  lone cell in row 1, column 2: Grundy value 1",
        "  nim-sum 0: Alice loses whatever she colours",
        "",
      ].join("\n"),
    );
  });

  it("fuzz: 10^4 corrupted inputs give the reference answers and one-line errors, never a crash", () => {
    const valid = fc.array(boardCase, { maxLength: 4 }).chain((cases) => layout(linesOf(cases)));
    fc.assert(
      fc.property(corrupted(valid), chunking, (input, chunks) => {
        expectLikeReference(runSolver(hdu4559, input, { chunks }), reference(input), ERROR_MESSAGE);
      }),
      { numRuns: 10_000 },
    );
  });
});
