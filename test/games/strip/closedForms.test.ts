import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cellBoardGame, naiveBlank } from "../../helpers/stripBoard.js";
import { stripBlankRunSpan, stripSegmentMoves } from "../../../src/games/strip/index.js";
import {
  grundy,
  stripBlankGrundy,
  InputError,
  stripColouring,
  stripColouringGame,
  stripColouringGrundy,
  stripColouringPeriodicity,
  stripColouringSegments,
  stripColouringWinningMove,
  type StripCell,
  type StripMove,
} from "../../../src/index.js";

function cellsOf(n: number, mask: number): StripCell[] {
  const cells: StripCell[] = [];
  for (let r = 0; r < 2; r++) for (let c = 0; c < n; c++) if (mask & (1 << (r * n + c))) cells.push([r + 1, c + 1]);
  return cells;
}

/** Applies a move to a cell list (after checking it is legal on the 2×n board). */
function play(n: bigint, cells: StripCell[], move: StripMove): StripCell[] {
  const coloured = new Set(cells.map(([r, c]) => `${r},${c}`));
  const free = (r: number, c: bigint): boolean => c >= 1n && c <= n && !coloured.has(`${r},${c}`);
  if (move.kind === "cell") {
    expect(free(move.row, move.column)).toBe(true);
    return [...cells, [move.row, move.column]];
  }
  for (const c of [move.column, move.column + 1n]) for (const r of [1, 2]) expect(free(r, c)).toBe(true);
  return [...cells, [1, move.column], [2, move.column], [1, move.column + 1n], [2, move.column + 1n]];
}

describe("stripColouring", () => {
  it("stripColouringGrundy agrees with the generic solver on every board with n ≤ 6 and any coloured cells", () => {
    for (let n = 0; n <= 6; n++) {
      const game = cellBoardGame(n);
      for (let mask = 0; mask < 1 << (2 * n); mask++) {
        const expected = grundy(game, mask);
        const cells = cellsOf(n, mask);
        expect(stripColouringGrundy(n, cells), `n=${n} cells=${JSON.stringify(cells)}`).toBe(expected);
        const columns = Array.from({ length: n }, (_, c) => ((mask >> c) & 1) | (((mask >> (n + c)) & 1) << 1));
        expect(grundy(stripColouringGame, columns)).toBe(expected);
      }
    }
  });

  it("blank strips: g(k) follows the recurrence and the seeds' sample (2×2 blank: Alice wins)", () => {
    const g = naiveBlank(400);
    for (let k = 0; k < g.length; k++) expect(stripBlankGrundy(k)).toBe(g[k]);
    expect(stripColouringGrundy(2, [])).not.toBe(0);
    expect(
      stripColouringGrundy(2, [
        [1, 1],
        [2, 2],
      ]),
    ).toBe(0);
  });

  it("the values become periodic with period 12 from n0 = 71 (checked naively to 3000), and the proof covers 2·n0 + p + 2", () => {
    const g = naiveBlank(3000);
    const { preperiod, period, proofBound, values } = stripColouringPeriodicity();
    for (let n = 71; n + 12 < g.length; n++) expect(g[n + 12]).toBe(g[n]);
    expect(g[70 + 12]).not.toBe(g[70]);
    for (let p = 1; p < 12; p++) expect(Array.from({ length: 200 }, (_, i) => g[1000 + i] === g[1000 + i + p]).every(Boolean)).toBe(false);
    expect([preperiod, period]).toEqual([71, 12]);
    expect(proofBound).toBe(2 * 71 + 12 + 2);
    expect(values.length).toBeGreaterThan(proofBound + period);
    for (let n = 0; n < 3000; n++) expect(stripBlankGrundy(n)).toBe(g[n]);
  });

  it("stripColouringPeriodicity() is exactly as before the shared period search: n0 71, p 12, proof bound 156, 169 values", () => {
    const result = stripColouringPeriodicity();
    expect(result).toEqual({ preperiod: 71, period: 12, proofBound: 156, values: Uint16Array.from(naiveBlank(169)) });
    expect(result.values.length).toBe(169);
    expect(stripColouringPeriodicity()).toBe(result); // computed once
  });

  it("stripBlankGrundy(n) for n up to 10^18 and beyond follows the period, as number and bigint", () => {
    const g = naiveBlank(200);
    const expected = (n: bigint): number => (n < 200n ? g[Number(n)]! : g[71 + Number((n - 71n) % 12n)]!);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (n) => {
        expect(stripBlankGrundy(n)).toBe(expected(n));
        if (n <= BigInt(Number.MAX_SAFE_INTEGER)) expect(stripBlankGrundy(Number(n))).toBe(expected(n));
      }),
      { numRuns: 2000 },
    );
    expect(stripBlankGrundy(10n ** 18n)).toBe(expected(10n ** 18n));
  });

  it("stripColouringSegments lists blank runs and lone cells; repeated cells count once", () => {
    // column 2 is full, column 4 has row 1 coloured (listed twice): 2x5 = . # . ^ .
    expect(
      stripColouringSegments(5, [
        [1, 2],
        [2, 2],
        [1, 4],
        [1, 4],
      ]),
    ).toEqual([
      { kind: "blank", first: 1n, length: 1n, value: 0 },
      { kind: "blank", first: 3n, length: 1n, value: 0 },
      { kind: "lone", column: 4n, row: 2, value: 1 },
      { kind: "blank", first: 5n, length: 1n, value: 0 },
    ]);
    expect(() => stripColouringSegments(3, [[3, 1]])).toThrow(InputError);
    expect(() => stripColouringSegments(3, [[1, 4]])).toThrow(/expected a cell \(row 1 or 2, column 1 to 3\) of the 2×3 board, got "\(1, 4\)"/);
    expect(() => stripColouringSegments(-1, [])).toThrow(InputError);
    expect(() => stripColouring.blankGrundy(-5n)).toThrow(InputError);
    expect(() => stripColouring.blankGrundy(-5)).toThrow(/strip length/);
    expect(() => stripColouring.blankGrundy(0.5)).toThrow(InputError);
  });

  it("stripColouringWinningMove is a legal move to Grundy value 0 exactly when the value is not 0 (n ≤ 5, every board)", () => {
    for (let n = 0; n <= 5; n++) {
      for (let mask = 0; mask < 1 << (2 * n); mask++) {
        const cells = cellsOf(n, mask);
        const move = stripColouringWinningMove(n, cells);
        const value = stripColouringGrundy(n, cells);
        expect(move === null).toBe(value === 0);
        if (move) expect(stripColouringGrundy(n, play(BigInt(n), cells, move))).toBe(0);
      }
    }
  });

  it("stripColouringWinningMove on boards of up to 10^20 columns leads to value 0", () => {
    const board = fc
      .bigInt({ min: 1n, max: 10n ** 20n })
      .chain((n) => fc.tuple(fc.constant(n), fc.array(fc.tuple(fc.constantFrom(1, 2), fc.bigInt({ min: 1n, max: n })), { maxLength: 12 })));
    fc.assert(
      fc.property(board, ([n, cells]) => {
        const move = stripColouringWinningMove(n, cells);
        expect(move === null).toBe(stripColouringGrundy(n, cells) === 0);
        if (move) expect(stripColouringGrundy(n, play(n, cells, move))).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it("stripSegmentMoves lists a blank run's moves to a value: all of them up to the span, a move to every value beyond", () => {
    const g = naiveBlank(600);
    for (let length = 1; length < 600; length++) {
      // every option of the run, left to right: [column offset, kind, value]
      const all: [number, "cell" | "square", number][] = [];
      for (let i = 0; i < length; i++) {
        all.push([i, "cell", g[i]! ^ g[length - 1 - i]! ^ 1]);
        if (i + 2 <= length) all.push([i, "square", g[i]! ^ g[length - 2 - i]!]);
      }
      const span = Number(stripBlankRunSpan(BigInt(length)));
      expect(span).toBe(Math.min(length, 2 * (71 + 12) + 4));
      for (let want = 0; want < 16; want++) {
        const part = { kind: "blank", first: 10n, length: BigInt(length), value: g[length]! } as const;
        const listed = [...stripSegmentMoves(part, want)].map((m) => [Number(m.column - 10n), m.kind, want]);
        const options = all.filter(([, , v]) => v === want);
        expect(listed).toEqual(options.filter(([i]) => i < span));
        expect(listed.length > 0).toBe(options.length > 0);
      }
    }
    const lone = { kind: "lone", column: 5n, row: 2, value: 1 } as const;
    expect([...stripSegmentMoves(lone, 0)]).toEqual([{ kind: "cell", row: 2, column: 5n }]);
    expect([...stripSegmentMoves(lone, 1)]).toEqual([]);
  });

  it("the stripColouring object groups the same functions", () => {
    expect(
      stripColouring.grundy(2, [
        [1, 1],
        [2, 2],
      ]),
    ).toBe(0);
    expect(stripColouring.winningMove(2, [])).toEqual({ kind: "square", column: 1n });
    expect(stripColouring.blankGrundy(3)).toBe(2);
    expect(stripColouring.game).toBe(stripColouringGame);
  });
});
