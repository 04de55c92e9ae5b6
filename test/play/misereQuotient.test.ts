import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analyze/analyze.js";
import { solvedQuotient } from "../../src/analyze/_internals/quotientSum.js";
import { PlaySession, parseHeapGame } from "../../src/index.js";
import { bruteWins } from "../helpers/games.js";

/** Kayles on a list of rows, written plainly: knock down one pin or two adjacent ones. */
function kaylesMoves(rows: number[]): number[][] {
  const out: number[][] = [];
  rows.forEach((n, j) => {
    for (const take of [1, 2])
      for (let left = 0; left + take <= n; left++) {
        const right = n - take - left;
        out.push([...rows.slice(0, j), ...rows.slice(j + 1), left, right].filter((x) => x > 0).sort((a, b) => a - b));
      }
  });
  return out;
}
const rowsOf = (position: string): number[] => [...position.matchAll(/kayles\(([\d,]*)\)/g)].flatMap((m) => m[1]!.split(",").filter(Boolean).map(Number)).sort((a, b) => a - b);

describe("grundy play --play misere with a solved quotient", () => {
  it("the computer replies with a winning move at any size: from kayles(10^30) + kayles(5), and its reply leaves a misère P-position", () => {
    // Kayles's quotient, computed once for the process without the analysis's time limit (about 0.1 s now: bench/README.md, misereAnalyze)
    expect(solvedQuotient(parseHeapGame("0.77"), true, { seconds: 3600 })?.solved).toBe(true);
    const s = new PlaySession("kayles(10^30) + kayles(5)", { play: "misere" });
    const before = analyze("kayles(10^30) + kayles(5)", { play: "misere" });
    const m = s.computerMove()!;
    expect(m).not.toBeNull();
    expect(before.method).toBe("quotient");
    if (before.outcome === "N") expect(analyze(s.position, { play: "misere" }).outcome).toBe("P");
    // and again from the reply's reply, at the same size
    s.computerMove();
    expect(s.position).toMatch(/kayles\(/);
  });

  it("plays misère Kayles perfectly against a brute force: from every won small position it leaves a lost one", () => {
    const wins = bruteWins(kaylesMoves, (r) => r.join(","), true);
    for (const start of ["kayles(7) + kayles(5)", "kayles(9,4)", "kayles(6) + kayles(6) + kayles(2)", "kayles(11) + kayles(1)"]) {
      const s = new PlaySession(start, { play: "misere" });
      while (!s.isOver()) {
        const rows = rowsOf(s.position);
        const won = wins(rows);
        s.computerMove();
        if (won) expect(wins(rowsOf(s.position))).toBe(false);
      }
    }
  });
});
